import type { InfoDialogProps } from './info-dialog.props';
import { loadedWhenOpen } from './deferred-control';

/**
 * A centred dialog that only informs: a title, its content, an optional footer and a labelled close button. Its
 * code loads the first time it opens.
 */
export const InfoDialog = loadedWhenOpen<InfoDialogProps>(() => import('./info-dialog.control').then((module) => module.InfoDialogControl));
