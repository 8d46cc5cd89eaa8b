import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell.view';

export interface InfoDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly closeLabel: string;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/** A centred dialog that only informs: a title, its content, an optional footer and a labelled close button. */
export const InfoDialog = (props: InfoDialogProps) => (
  <DialogShell open={props.open} title={props.title} closeLabel={props.closeLabel} onClose={() => props.onOpenChange(false)} footer={props.footer}>
    {props.children}
  </DialogShell>
);
