import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DocPort } from '../../../application/ports/doc.port';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

export const API_PAGE_SIZE = 20;

export const apiPagesKey = (unitId: number) => ['apiPage', unitId] as const;

/** Internal API store: a unit's APIs, 20 at a time, each page after the last id of the one before. */
export const apiPagesQuery = (source: Pick<DocPort, 'apiPage'>, unitId: number) =>
  infiniteQueryOptions({
    queryKey: apiPagesKey(unitId),
    meta: SHOWN_IN_PLACE,
    queryFn: ({ pageParam }) => runTask(source.apiPage(unitId, pageParam, API_PAGE_SIZE)),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length < API_PAGE_SIZE ? undefined : last.at(-1)?.id),
    enabled: Number.isInteger(unitId) && unitId > 0,
  });
