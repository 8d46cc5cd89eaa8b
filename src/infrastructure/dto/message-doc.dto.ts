import { z } from 'zod/mini';

/** GET /bizmsg/getBizUnitMessageByCategory?unitId data: a unit's push messages by category. */
export const messageMenuDto = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    messageList: z.array(z.object({ id: z.number(), name: z.string(), chineseName: z.nullish(z.string()) })),
  }),
);
export type MessageMenuDto = z.input<typeof messageMenuDto>;

export interface MessagePropDto {
  id: number | string;
  name: string;
  type?: string | null;
  required?: number | string | null;
  exampleValue?: string | null;
  descr?: string | null;
  children?: MessagePropDto[] | null;
}
export const messagePropDto: z.ZodMiniType<MessagePropDto, MessagePropDto> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    name: z.string(),
    type: z.nullish(z.string()),
    required: z.nullish(z.union([z.number(), z.string()])),
    exampleValue: z.nullish(z.string()),
    descr: z.nullish(z.string()),
    children: z.nullish(z.array(messagePropDto)),
  }),
);

/** GET /bizmsg/getMessageDetails?unitId&id data: one message's document. */
export const messageDetailDto = z.object({
  id: z.number(),
  name: z.string(),
  chineseName: z.nullish(z.string()),
  descr: z.nullish(z.string()),
  messageDemo: z.nullish(z.string()),
  updateTime: z.nullish(z.union([z.string(), z.number()])),
  messagePropList: z.nullish(z.array(messagePropDto)),
});
export type MessageDetailDto = z.input<typeof messageDetailDto>;
