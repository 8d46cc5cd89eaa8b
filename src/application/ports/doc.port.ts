import type { TaskEither } from 'fp-ts/TaskEither';
import type { BizUnitSummary } from '../../domain/biz-unit/biz-unit';
import type { ApiDoc, ApiMenuGroup } from '../../domain/doc/api-doc';
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
  /** GET /bizapinterface/getBizUnitApiDetails. */
  apiDoc(apiId: number): TaskEither<AppError, ApiDoc>;
}
