import { z } from 'zod';

/** POST /workOrder/newMessage data: unread count, null when there is none. */
export const newMessageCountDto = z.number().int().nonnegative().nullable();
export type NewMessageCountDto = z.input<typeof newMessageCountDto>;
