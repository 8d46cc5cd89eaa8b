import { z } from 'zod';

/** GET /bizmsg/getBizUnitMessageByCategory?unitId data: a unit's push messages by category. */
export const messageMenuDto = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    messageList: z.array(z.object({ id: z.number(), name: z.string(), chineseName: z.string().nullish() })),
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
export const messagePropDto: z.ZodType<MessagePropDto, MessagePropDto> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    name: z.string(),
    type: z.string().nullish(),
    required: z.union([z.number(), z.string()]).nullish(),
    exampleValue: z.string().nullish(),
    descr: z.string().nullish(),
    children: z.array(messagePropDto).nullish(),
  }),
);

/** GET /bizmsg/getMessageDetails?unitId&id data: one message's document. */
export const messageDetailDto = z.object({
  id: z.number(),
  name: z.string(),
  chineseName: z.string().nullish(),
  descr: z.string().nullish(),
  messageDemo: z.string().nullish(),
  updateTime: z.union([z.string(), z.number()]).nullish(),
  messagePropList: z.array(messagePropDto).nullish(),
});
export type MessageDetailDto = z.input<typeof messageDetailDto>;
