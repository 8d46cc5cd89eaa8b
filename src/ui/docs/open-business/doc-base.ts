import { useMatchRoute, useSearch } from '@tanstack/react-router';
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
  const search: { approvalNumber?: unknown } = useSearch({ strict: false });
  return docBaseOf(Boolean(matchRoute({ to: '/preview-docking-plan', fuzzy: true })), search);
};
