import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { WorkOrderPort } from '../../application/ports/work-order.port';
import { newMessageCountDto } from '../dto/work-order.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const NEW_MESSAGE_PATH = '/workOrder/newMessage';

/** The floating tools' unread badge: a silent call (a failure shows nothing); null means none. */
export const createHttpWorkOrderGateway = (client: LcpRestClient): WorkOrderPort => ({
  unreadCount: () =>
    pipe(
      client.post(NEW_MESSAGE_PATH, newMessageCountDto, { meta: { silent: true } }),
      TE.map((count) => count ?? 0),
    ),
});
