import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { z } from 'zod/mini';
import type { AssistantPort } from '../../application/ports/assistant.port';
import {
  isAnswerSource,
  isDislikeReason,
  isRemarkStatus,
  REMARK_NONE,
  SOURCE_AI,
  type ChatRecord,
} from '../../domain/assistant/chat-record';
import {
  assistantAnswerDto,
  assistantBaseInfoDto,
  assistantSuggestionListDto,
  chatHistoryDto,
  savedChatRecordDto,
  type AssistantQueryRequestDto,
  type ChatRecordDto,
  type chatRecordDto,
} from '../dto/assistant.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const BASE_INFO_PATH = '/autoBots/baseInfo';
export const SUGGESTION_QUERY_PATH = '/autoBots/suggestionQuery';
export const SEARCH_AI_PATH = '/autoBots/searchAi';
export const SAVE_RECORD_PATH = '/smartrobotrecord/saveRecord';
export const HISTORY_PATH = '/smartrobotrecord/queryHistoryList';

const numberOf = (value: number | string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** A record as the backend sends it (codes as numbers or strings, most fields optional). */
export const toChatRecord = (dto: z.output<typeof chatRecordDto>): ChatRecord => {
  const source = numberOf(dto.answerSource);
  const status = numberOf(dto.remarkStatus);
  const reason = numberOf(dto.remarkReason);
  return {
    bizId: dto.bizId ?? (dto.id === null || dto.id === undefined ? '' : String(dto.id)),
    question: dto.question,
    answerDetail: dto.answerDetail ?? '',
    answerSource: isAnswerSource(source) ? source : SOURCE_AI,
    remarkStatus: isRemarkStatus(status) ? status : REMARK_NONE,
    ...(isDislikeReason(reason) ? { remarkReason: reason } : {}),
    ...(dto.remarkDetail ? { remarkDetail: dto.remarkDetail } : {}),
    ...(dto.createUser ? { createUser: dto.createUser } : {}),
    ...(dto.createTime ? { createTime: dto.createTime } : {}),
    ...(dto.updateTime ? { updateTime: dto.updateTime } : {}),
  };
};

/** The saveRecord body: the chat-record fields (the server sets the user and the times). */
export const toSaveRecordBody = (record: ChatRecord): ChatRecordDto => ({
  bizId: record.bizId,
  question: record.question,
  answerDetail: record.answerDetail,
  answerSource: record.answerSource,
  remarkStatus: record.remarkStatus,
  remarkReason: record.remarkReason ?? null,
  remarkDetail: record.remarkDetail ?? null,
  ...(record.createUser ? { createUser: record.createUser } : {}),
});

const queryBody = (traceId: string, reqId: string, keyword: string): AssistantQueryRequestDto => ({ traceId, reqId, keyword });

export const createHttpAssistantGateway = (client: LcpRestClient): AssistantPort => ({
  baseInfo: (traceId) =>
    pipe(
      client.get(BASE_INFO_PATH, assistantBaseInfoDto, { query: { traceId } }),
      TE.map((info) => ({ introduce: info.introduce, relQuestions: info.relQuestions })),
    ),
  suggestions: (traceId, reqId, keyword) =>
    pipe(
      client.post(SUGGESTION_QUERY_PATH, assistantSuggestionListDto, { body: queryBody(traceId, reqId, keyword) }),
      TE.map((items) => items.map((item) => item.question)),
    ),
  searchAi: (traceId, reqId, keyword) =>
    pipe(
      client.post(SEARCH_AI_PATH, assistantAnswerDto, { body: queryBody(traceId, reqId, keyword) }),
      TE.map((answer) => ({ finished: answer.finished, responseAll: answer.responseAll, ...(answer.responseType ? { responseType: answer.responseType } : {}) })),
    ),
  saveRecord: (record) =>
    pipe(
      client.post(SAVE_RECORD_PATH, savedChatRecordDto, { body: toSaveRecordBody(record) }),
      TE.map((saved) => saved.bizId ?? record.bizId),
    ),
  history: () =>
    pipe(
      client.get(HISTORY_PATH, chatHistoryDto),
      TE.map((records) => records.map(toChatRecord)),
    ),
});
