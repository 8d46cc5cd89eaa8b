import type { ReactNode } from 'react';
import { loadedWhenOpen } from './deferred-control';

export interface InfoDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly closeLabel: string;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/**
 * A centred dialog that only informs: a title, its content, an optional footer and a labelled close button. Its
 * code loads the first time it opens.
 */
export const InfoDialog = loadedWhenOpen<InfoDialogProps>(() => import('./info-dialog.control').then((module) => module.InfoDialogControl));
