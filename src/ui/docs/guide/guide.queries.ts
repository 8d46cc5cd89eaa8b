import { queryOptions } from '@tanstack/react-query';
import type { DocSource } from '../../../application/ports/doc.port';
import type { DocPort } from '../../../application/ports/doc.port';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

export const guideTreeKey = (groupId: number) => ['guideTree', groupId] as const;

/** A unit's (or a software system's) guide tree. */
export const guideTreeQuery = (source: Pick<DocPort, 'guideTree'>, groupId: number) =>
  queryOptions({ queryKey: guideTreeKey(groupId), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.guideTree(groupId)) });

export const guideDocKey = (docId: number | undefined, docSource: DocSource) => ['guideDoc', docId, docSource] as const;

/**
 * One markdown document (access guides, product documents, release documents, software-system documents), released or
 * a preview's; none asked while no document is chosen.
 */
export const guideDocQuery = (source: Pick<DocPort, 'guideDoc'>, docId: number | undefined, docSource: DocSource) =>
  queryOptions({
    queryKey: guideDocKey(docId, docSource),
    meta: SHOWN_IN_PLACE,
    queryFn: () => runTask(source.guideDoc(docId ?? 0, docSource)),
    enabled: docId !== undefined,
  });
