import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';
import type { ProblemNeighbours, ProblemPage } from '../../domain/faq/question-doc';
import type { AssistantServices } from '../assistant/assistant-services';
import type { WorkOrderPort } from '../ports/work-order.port';

/** Help: the floating assistants, the FAQ centre (question docs) and the work-order counter. */
export interface SupportFeature {
  /** Work orders: the unread count, the FAQ centre's type tree and one problem. */
  readonly workOrders: WorkOrderPort;
  /** The floating assistants' calls, clock and ids (their drivers run the chat machines' effects with them). */
  readonly assistant: AssistantServices;
  /** One page (from 1, 10 a page) of a work-order type's problems, with their view counts. */
  readonly faqProblems: (type: string, page: number) => TaskEither<AppError, ProblemPage>;
  /** A problem's previous and next problems; a failure reads as none. */
  readonly faqNeighbours: (code: string) => TaskEither<AppError, ProblemNeighbours>;
}
