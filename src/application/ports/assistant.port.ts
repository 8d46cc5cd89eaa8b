import type { TaskEither } from 'fp-ts/TaskEither';
import type { ChatRecord } from '../../domain/assistant/chat-record';
import type { AppError } from '../errors/app-error';

export interface AssistantIntro {
  readonly introduce: string;
  readonly relQuestions: readonly string[];
}

/** One poll of an AI answer: responseAll grows until finished. */
export interface AssistantAnswerChunk {
  readonly finished: boolean;
  readonly responseAll: string;
  readonly responseType?: string;
}

export interface AssistantPort {
  /** GET /autoBots/baseInfo?traceId: the introduction and related questions. */
  baseInfo(traceId: string): TaskEither<AppError, AssistantIntro>;
  /** POST /autoBots/suggestionQuery: questions like the one being typed (silent). */
  suggestions(traceId: string, reqId: string, keyword: string): TaskEither<AppError, readonly string[]>;
  /** POST /autoBots/searchAi: the answer so far (silent: a failure is the timeout message in place). */
  searchAi(traceId: string, reqId: string, keyword: string): TaskEither<AppError, AssistantAnswerChunk>;
  /** POST /smartrobotrecord/saveRecord (silent): creates or updates the record with this bizId; gives the saved bizId. */
  saveRecord(record: ChatRecord): TaskEither<AppError, string>;
  /** GET /smartrobotrecord/queryHistoryList (silent): the signed-in user's records, oldest first. */
  history(): TaskEither<AppError, readonly ChatRecord[]>;
}
