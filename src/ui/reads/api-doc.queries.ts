import { queryOptions } from '@tanstack/react-query';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../application/errors/app-error';
import type { DocPort } from '../../application/ports/doc.port';
import { runTask, SHOWN_IN_PLACE } from '../portal/task-query';

export const apiDocKey = (docId: number) => ['apiDoc', docId] as const;

/**
 * One API's document. The route's loader starts it while the layout still checks the unit; the page shows it only
 * once the check passed. No refetch on mount: a failed start-up call was already reported (once) and the page offers
 * its retry.
 */
export const apiDocQuery = (source: Pick<DocPort, 'apiDoc'>, docId: number) =>
  queryOptions({ queryKey: apiDocKey(docId), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.apiDoc(docId)), retryOnMount: false });

export const apiMenuKey = (unitId: number) => ['apiMenu', unitId] as const;

/** A unit's APIs by category (the API tab's menu, and the unit bar's first API). */
export const apiMenuQuery = (source: Pick<DocPort, 'apiMenu'>, unitId: number) =>
  queryOptions({ queryKey: apiMenuKey(unitId), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.apiMenu(unitId)), retryOnMount: false });

export const externalExampleKey = (url: string) => ['externalExample', url] as const;

/**
 * An example an OpenAPI document keeps in a file of its own (`externalValue`), fetched when shown; only such a
 * deployment's documents have them (anywhere else the address leads nowhere). Its failure is said in place, once.
 */
export const externalExampleQuery = (source: Pick<DocPort, 'externalExample'>, url: string) =>
  queryOptions({
    queryKey: externalExampleKey(url),
    meta: SHOWN_IN_PLACE,
    retry: false,
    queryFn: () => runTask(source.externalExample?.(url) ?? TE.left<AppError, string>({ kind: 'Http', status: 404 })),
  });
