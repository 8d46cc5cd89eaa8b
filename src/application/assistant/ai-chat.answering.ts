/** The answer once asked: as it streams in, when it is stopped, and when it is rated (transitions of ai-chat.machine). */
import { REMARK_NONE, SOURCE_AI, type ChatRecord } from '../../domain/assistant/chat-record';
import { reduceFeedback, type FeedbackEvent } from './answer-feedback';
import { same, to, type AiAnswerMessage, type AiChatEvent, type AiChatState, type AiChatTransition, type AnswerNotice } from './ai-chat.state';
import { withoutKey } from './without-key';

const answerOf = (state: AiChatState, id: number): AiAnswerMessage | undefined =>
  state.messages.find((message): message is AiAnswerMessage => message.kind === 'answer' && message.id === id);

export const updateAnswer = (state: AiChatState, id: number, update: (answer: AiAnswerMessage) => AiAnswerMessage): AiChatState => ({
  ...state,
  messages: state.messages.map((message) => (message.kind === 'answer' && message.id === id ? update(message) : message)),
});

/**
 * Ends the answer in progress: the stop control says the user stopped it ('您提前终止了本次回答～'); closing the panel or
 * leaving the page says it was interrupted (the user did not ask for that).
 */
export const stopAnswering = (state: AiChatState, notice: AnswerNotice = 'assistant.answer.stopped'): AiChatTransition => {
  const id = state.answering;
  if (id === undefined) return same(state);
  const stopped = updateAnswer(withoutKey(state, 'answering'), id, (answer) => ({ ...answer, status: 'stopped', notice }));
  return to(stopped, { type: 'stopAnswer', answerId: id });
};

export const progress = (state: AiChatState, event: Extract<AiChatEvent, { type: 'answerProgress' }>): AiChatTransition => {
  if (state.answering !== event.answerId) return same(state);
  const answer = answerOf(state, event.answerId);
  if (!answer) return same(state);
  const grown: AiAnswerMessage = {
    ...answer,
    status: event.finished ? 'done' : 'streaming',
    text: event.responseAll,
    ...(event.responseType ? { responseType: event.responseType } : {}),
  };
  if (!event.finished) return same(updateAnswer(state, answer.id, () => grown));
  const record: ChatRecord = {
    bizId: answer.bizId,
    question: answer.question,
    answerDetail: event.responseAll,
    answerSource: SOURCE_AI,
    remarkStatus: REMARK_NONE,
  };
  return to(updateAnswer(withoutKey(state, 'answering'), answer.id, () => ({ ...grown, record })), { type: 'saveRecord', record });
};
export const feedback = (state: AiChatState, event: FeedbackEvent): AiChatTransition => {
  const outcome = reduceFeedback(state.dislikeDialog, (id) => answerOf(state, id)?.record, event);
  if (!outcome) return same(state);
  const { dialog, changed } = outcome;
  const withDialog = dialog ? { ...state, dislikeDialog: dialog } : withoutKey(state, 'dislikeDialog');
  if (!changed) return same(withDialog);
  return to(
    updateAnswer(withDialog, changed.answerId, (answer) => ({ ...answer, record: changed.record })),
    { type: 'saveRecord', record: changed.record },
  );
};
