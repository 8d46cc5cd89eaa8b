import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';

export interface WorkOrderPort {
  /** POST /workOrder/newMessage: unread work-order messages (null from the backend means 0). */
  unreadCount(): TaskEither<AppError, number>;
}
