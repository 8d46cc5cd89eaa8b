import { queryOptions } from '@tanstack/react-query';
import type { ReleaseDocPort } from '../../../application/ports/release-doc.port';
import type { ProductDocTab } from '../../../domain/doc/release-doc';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

export const releaseDocListKey = (docType: number) => ['releaseDocList', docType] as const;

/** The released documents of one type (the platform's: the doc centre and the release-doc page's menu). */
export const releaseDocListQuery = (source: Pick<ReleaseDocPort, 'releaseDocList'>, docType: number) =>
  queryOptions({ queryKey: releaseDocListKey(docType), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.releaseDocList(docType)) });

export const releasedDocKey = (docId: number | undefined) => ['releasedDoc', docId] as const;

/** One released platform or product document; none asked while no document is chosen. */
export const releasedDocQuery = (source: Pick<ReleaseDocPort, 'releasedDoc'>, docId: number | undefined) =>
  queryOptions({ queryKey: releasedDocKey(docId), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.releasedDoc(docId ?? 0)), enabled: docId !== undefined });

export const miniProductKey = (productCode: string) => ['miniProduct', productCode] as const;

/** A product's name and picture for the document layout's bar. */
export const miniProductQuery = (source: Pick<ReleaseDocPort, 'miniProduct'>, productCode: string) =>
  queryOptions({ queryKey: miniProductKey(productCode), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.miniProduct(productCode)) });

export const productDocTreeKey = (productCode: string, tab: ProductDocTab) => ['productDocTree', productCode, tab] as const;

/** One tab's document tree of a product (development guide, manual, API docs, extensions). */
export const productDocTreeQuery = (source: Pick<ReleaseDocPort, 'productDocTree'>, productCode: string, tab: ProductDocTab) =>
  queryOptions({ queryKey: productDocTreeKey(productCode, tab), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.productDocTree(productCode, tab)) });
