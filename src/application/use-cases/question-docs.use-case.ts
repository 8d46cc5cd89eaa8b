import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { FAQ_PAGE_SIZE, pageCountOf, type ProblemPage } from '../../domain/faq/question-doc';
import type { AppError } from '../errors/app-error';
import type { WorkOrderPort } from '../ports/work-order.port';

/**
 * The FAQ centre's list: one page (from 1) of a work-order type's problems, 10 a page. A page past the last one
 * (a shared address after problems were removed) is answered with the last page rather than an empty list.
 */
export const makeListProblems =
  ({ workOrders }: { workOrders: WorkOrderPort }) =>
  (type: string, page: number): TE.TaskEither<AppError, ProblemPage> => {
    const wanted = Number.isInteger(page) && page > 0 ? page : 1;
    const load = (at: number) =>
      pipe(
        workOrders.problems(type, at, FAQ_PAGE_SIZE),
        TE.map(({ problems, total }) => ({ problems, total, page: at, pageCount: pageCountOf(total) })),
      );
    return pipe(
      load(wanted),
      TE.flatMap((result) =>
        result.problems.length === 0 && result.total > 0 && wanted > result.pageCount ? load(result.pageCount) : TE.right(result),
      ),
    );
  };
