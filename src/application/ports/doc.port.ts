import type { TaskEither } from 'fp-ts/TaskEither';
import type { BizUnitSummary } from '../../domain/biz-unit/biz-unit';
import type { ApiDoc, ApiMenuGroup, ApiSummary } from '../../domain/doc/api-doc';
import type { GuideTreeNode, MarkdownDoc } from '../../domain/doc/guide-doc';
import type { MessageDoc, MessageMenuGroup } from '../../domain/doc/message-doc';
import type { Sdk } from '../../domain/doc/sdk';
import type { AppError } from '../errors/app-error';

/** Where a document comes from: the released docs, or the preview of a docking plan (approvalNumber). */
export type DocSource = { readonly kind: 'released' } | { readonly kind: 'preview'; readonly approvalNumber: string };

export interface BizUnitDetail extends BizUnitSummary {
  readonly hasUat: boolean;
}

/** The documentation of business units: units, their API menus and API documents, and who may read them. */
export interface DocPort {
  /** GET /bizunit/getBizUnitById (preview: /bizview/getBizUnitById with approvalNumber). */
  bizUnit(unitId: number, source: DocSource): TaskEither<AppError, BizUnitDetail>;
  /** GET /bizvisiblesupplier/checkBizUnitVisibleSupplier: may the current team read a restricted unit. */
  unitVisible(unitId: number): TaskEither<AppError, boolean>;
  /** GET /bizapinterface/getApiDocListByCategory. */
  apiMenu(unitId: number): TaskEither<AppError, readonly ApiMenuGroup[]>;
  /** GET /bizapinterface/getBizUnitApiScrollPage: up to `size` APIs of a unit after `lastId` (0: from the start). */
  apiPage(unitId: number, lastId: number, size: number): TaskEither<AppError, readonly ApiSummary[]>;
  /** GET /bizapinterface/getBizUnitApiDetails. */
  apiDoc(apiId: number): TaskEither<AppError, ApiDoc>;
  /** GET /doc/getDocByGroupByTree?objId: a unit's access-guide tree. */
  guideTree(unitId: number): TaskEither<AppError, readonly GuideTreeNode[]>;
  /** GET /doc/findReleaseDocGroupById (preview: /bizview/findDocGroupById): one guide page in markdown. */
  guideDoc(docId: number, source: DocSource): TaskEither<AppError, MarkdownDoc>;
  /** GET /bizmsg/getBizUnitMessageByCategory (preview: /bizview/getBizUnitMessagePreByCategory). */
  messageMenu(unitId: number, source: DocSource): TaskEither<AppError, readonly MessageMenuGroup[]>;
  /** GET /bizmsg/getMessageDetails. */
  messageDoc(unitId: number, messageId: number): TaskEither<AppError, MessageDoc>;
  /** The text of an example a document keeps in a file of its own (OpenAPI `externalValue`); lcp documents have none. */
  externalExample?(url: string): TaskEither<AppError, string>;
  /** GET /sdk/getUsingBaseSdkList: the platform's base SDKs. */
  baseSdks(): TaskEither<AppError, readonly Sdk[]>;
  /** GET /sdk/getBizUnitSdkScrollPage: a unit's business SDKs, all pages. */
  bizSdks(unitId: number): TaskEither<AppError, readonly Sdk[]>;
}
