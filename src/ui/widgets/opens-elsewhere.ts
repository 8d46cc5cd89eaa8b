import type { MouseEvent } from 'react';

/** A click the browser would follow itself: another tab or window, a download, a modified click. */
export const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
