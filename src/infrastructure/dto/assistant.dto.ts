import { z } from 'zod/mini';

const text = z.nullish(z.string());
const code = z.nullish(z.union([z.number(), z.string()]));

/**
 * An AI assistant chat record. remarkStatus 0 none, 1 like, 2 dislike; answerSource 1 several candidates,
 * 2 single answer, 3 empty list, 4 AI chat; remarkReason 5-8 (see spec §5).
 */
export const chatRecordDto = z.object({
  id: z.nullish(z.number()),
  bizId: text,
  question: z.string(),
  answerDetail: text,
  answerSource: code,
  remarkStatus: code,
  remarkReason: code,
  remarkDetail: text,
  createUser: text,
  createTime: text,
  updateTime: text,
});
export type ChatRecordDto = z.input<typeof chatRecordDto>;

/** POST /smartrobotrecord/saveRecord body (a record without its server fields). */
export const saveChatRecordRequestDto = chatRecordDto;

/** POST /smartrobotrecord/saveRecord data: the saved record (its bizId identifies it for later like / dislike). */
export const savedChatRecordDto = chatRecordDto;
export type SavedChatRecordDto = z.input<typeof savedChatRecordDto>;

/** GET /smartrobotrecord/queryHistoryList data: the signed-in user's chat history, oldest first. */
export const chatHistoryDto = z.array(chatRecordDto);
export type ChatHistoryDto = z.input<typeof chatHistoryDto>;

/** GET /autoBots/baseInfo?traceId data: the greeting and the suggested questions. */
export const assistantBaseInfoDto = z.object({ introduce: z.string(), relQuestions: z.array(z.string()) });
export type AssistantBaseInfoDto = z.input<typeof assistantBaseInfoDto>;

/** POST /autoBots/suggestionQuery and /autoBots/searchAi body. */
export const assistantQueryRequestDto = z.object({
  traceId: z.string().check(z.minLength(1)),
  reqId: z.string().check(z.minLength(1)),
  keyword: z.string(),
});
export type AssistantQueryRequestDto = z.input<typeof assistantQueryRequestDto>;

/** POST /autoBots/suggestionQuery data: candidate questions with their answers (the sandbox's model; not in the spec). */
export const assistantSuggestionListDto = z.array(z.object({ question: z.string(), answer: text }));
export type AssistantSuggestionListDto = z.input<typeof assistantSuggestionListDto>;

/** POST /autoBots/searchAi data: polled every 250 ms; responseAll grows until finished is true. */
export const assistantAnswerDto = z.object({ finished: z.boolean(), responseAll: z.string(), responseType: text });
export type AssistantAnswerDto = z.input<typeof assistantAnswerDto>;
