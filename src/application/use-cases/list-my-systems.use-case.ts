import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { MySystem, MySystemList } from '../../domain/product/my-system';
import { normalizePaging, pageCount, pageOf, type Page, type Paging } from '../../domain/product/paging';
import { mySystemOfApplication, newestFirst, type ProductApplication } from '../../domain/product/product-apply';
import type { AppError } from '../errors/app-error';
import type { MySystemPort } from '../ports/my-system.port';
import type { ProductPort } from '../ports/product.port';

/** The account's product applications, newest first, numbered, paged here (the call is not). */
const applicationsPage = (applications: readonly ProductApplication[], paging: Paging): Page<MySystem> =>
  pageOf(
    newestFirst(applications).map((application, index) => ({ ...mySystemOfApplication(application), number: index + 1 })),
    paging,
  );

/** Where the rows of one of My System's lists come from. */
export type MySystemsSource = (paging: Paging) => TE.TaskEither<AppError, Page<MySystem>>;

/**
 * The product applications, on every portal: GET /productApply/selectProductApplyByUserId (spec §7 lists only that
 * call for applications).
 */
export const productApplicationsSource =
  (products: ProductPort): MySystemsSource =>
  (asked) =>
    pipe(products.myApplications(), TE.map((applications) => applicationsPage(applications, asked)));

/**
 * The WMS systems (the customer portal): POST /wms/queryList {pageSize, pageNum} (contract "My System (WMS)"). A page past the end (the list got
 * shorter) gives the last page.
 */
export const wmsSystemsSource =
  (mySystems: MySystemPort): MySystemsSource =>
  (asked) =>
    pipe(
      mySystems.systems(asked),
      TE.flatMap((page) => {
        const last = pageCount(page.total, asked.pageSize);
        return page.items.length === 0 && page.total > 0 && asked.pageNum > last ? mySystems.systems({ ...asked, pageNum: last }) : TE.right(page);
      }),
    );

/** mySystem: a page of one of the lists (the deployment says which it shows), 10 rows by default. */
export const makeListMySystems =
  (deps: { sources: Readonly<Record<MySystemList, MySystemsSource>> }) =>
  (list: MySystemList, paging: Partial<Paging> = {}): TE.TaskEither<AppError, Page<MySystem>> =>
    deps.sources[list](normalizePaging(paging));
