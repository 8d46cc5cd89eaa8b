import type { TaskEither } from 'fp-ts/TaskEither';
import type { FaqType, ProblemDetail, ProblemNeighbours, ProblemSummary } from '../../domain/faq/question-doc';
import type { AppError } from '../errors/app-error';

export interface ProblemListPage {
  readonly problems: readonly ProblemSummary[];
  readonly total: number;
}

/** The support work-order backend: unread messages and the FAQ centre (question docs) by work-order type. */
export interface WorkOrderPort {
  /** POST /workOrder/newMessage: unread work-order messages (null from the backend means 0). */
  unreadCount(): TaskEither<AppError, number>;
  /** GET /workOrder/typeList: the work-order type tree. */
  faqTypes(): TaskEither<AppError, readonly FaqType[]>;
  /** GET /workOrder/problem/problemRetrieval/{type}?pageNo&pageSize: one page of a type's problems. */
  problems(type: string, page: number, size: number): TaskEither<AppError, ProblemListPage>;
  /** GET /workOrder/problem/detail/{code}: one problem (the backend counts the view). */
  problem(code: string): TaskEither<AppError, ProblemDetail>;
  /** GET /workOrder/problem/neighbor/{code}: the previous and next problems (silent). */
  neighbours(code: string): TaskEither<AppError, ProblemNeighbours>;
}
