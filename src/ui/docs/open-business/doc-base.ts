import { useMatchRoute, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocSource } from '../../../application/ports/doc.port';

export type DocPrefix = '/open-business-document' | '/preview-docking-plan';

export interface DocBase {
  readonly prefix: DocPrefix;
  readonly preview: boolean;
  readonly source: DocSource;
  /** The search every link inside the preview keeps. */
  readonly search: { approvalNumber?: string };
}

/** The documents an address reads: the released ones, or a docking plan's preview (its approvalNumber from the search). */
export const docBaseOf = (preview: boolean, search: { approvalNumber?: unknown }): DocBase => {
  const approvalNumber = typeof search.approvalNumber === 'string' ? search.approvalNumber : '';
  return preview
    ? { prefix: '/preview-docking-plan', preview, source: { kind: 'preview', approvalNumber }, search: { approvalNumber } }
    : { prefix: '/open-business-document', preview, source: { kind: 'released' }, search: {} };
};

/** Released documents or the preview of a docking plan (its approvalNumber travels with every link). */
export const useDocBase = (): DocBase => {
  const matchRoute = useMatchRoute();
  const approvalNumber: unknown = useSearch({ strict: false, select: (search: { approvalNumber?: unknown }) => search.approvalNumber });
  const preview = Boolean(matchRoute({ to: '/preview-docking-plan', fuzzy: true }));
  // The same value while the address keeps its base: views that take it (the API menu's thousand items) are memoized.
  return useMemo(() => docBaseOf(preview, { approvalNumber }), [preview, approvalNumber]);
};
