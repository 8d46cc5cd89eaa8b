import { z } from 'zod/mini';

/** POST /workOrder/newMessage data: unread count, null when there is none. */
export const newMessageCountDto = z.nullable(z.number().check(z.multipleOf(1), z.nonnegative()));
export type NewMessageCountDto = z.input<typeof newMessageCountDto>;
