import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
  <Dialog.Root open={props.open} onOpenChange={(details) => props.onOpenChange(details.open)} lazyMount unmountOnExit placement="center">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{props.title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{props.children}</Dialog.Body>
          {props.footer ? <Dialog.Footer>{props.footer}</Dialog.Footer> : null}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={props.closeLabel} />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
