import { describe, expect, it } from 'vitest';
import type { ChatRecord } from '../../../../src/domain/assistant/chat-record';
import {
  aiChatTransition,
  initialAiChatState,
  isInputDisabled,
  type AiAnswerMessage,
  type AiChatEffect,
  type AiChatEvent,
  type AiChatState,
} from '../../../../src/application/assistant/ai-chat.machine';

const TRACE = 'trace-1';
const guest = { loggedIn: false };
const member = { loggedIn: true, name: '张三' };
const pinOnly = { loggedIn: true };

interface Run {
  readonly state: AiChatState;
  readonly effects: readonly AiChatEffect[];
}

/** Runs events from a state; `effects` are the last event's. */
const run = (events: readonly AiChatEvent[], from: AiChatState = initialAiChatState(TRACE)): Run =>
  events.reduce<Run>((acc, event) => aiChatTransition(acc.state, event), { state: from, effects: [] });

const open = (user = guest): AiChatEvent => ({ type: 'opened', user });
const ask = (n: number, text?: string): AiChatEvent => ({ type: 'asked', reqId: `req-${String(n)}`, bizId: `biz-${String(n)}`, ...(text === undefined ? {} : { text }) });
const type = (text: string, n = 1): AiChatEvent => ({ type: 'inputChanged', text, reqId: `s-${String(n)}` });
const chunk = (answerId: number, responseAll: string, finished = false): AiChatEvent => ({ type: 'answerProgress', answerId, responseAll, finished, responseType: 'markdown' });
const answer = (state: AiChatState, id: number): AiAnswerMessage | undefined =>
  state.messages.find((message): message is AiAnswerMessage => message.kind === 'answer' && message.id === id);

const record = (overrides: Partial<ChatRecord> = {}): ChatRecord => ({
  bizId: 'h-1',
  question: '怎么对接？',
  answerDetail: '看文档',
  answerSource: 4,
  remarkStatus: 0,
  ...overrides,
});

/** A chat with one finished answer (id 2, bizId biz-1). */
const answered = (): AiChatState => run([open(), type('怎么下单'), ask(1), chunk(2, '先', false), chunk(2, '先登录', true)]).state;

describe('AI chat: opening', () => {
  it('starts closed with nothing loaded', () => {
    expect(initialAiChatState(TRACE)).toMatchObject({ open: false, traceId: TRACE, intro: { status: 'idle' }, messages: [], input: '' });
  });

  it('opening loads the introduction and related questions with the traceId', () => {
    const { state, effects } = run([open()]);
    expect(state).toMatchObject({ open: true, intro: { status: 'loading' } });
    expect(effects).toEqual([{ type: 'loadIntro', traceId: TRACE }]);
  });

  it('shows the introduction once loaded, and does not load it again on reopening', () => {
    const loaded = run([open(), { type: 'introLoaded', introduce: '你好', relQuestions: ['如何申请？'] }]).state;
    expect(loaded.intro).toEqual({ status: 'loaded', introduce: '你好', relQuestions: ['如何申请？'] });
    expect(run([{ type: 'closed' }, open()], loaded).effects).toEqual([]);
  });

  it('a failed introduction is marked failed and loaded again on the next opening', () => {
    const failed = run([open(), { type: 'introFailed' }]).state;
    expect(failed.intro.status).toBe('failed');
    expect(run([{ type: 'closed' }, open()], failed).effects).toEqual([{ type: 'loadIntro', traceId: TRACE }]);
  });

  it('opening an open panel does nothing', () => {
    const { state } = run([open()]);
    expect(aiChatTransition(state, open())).toEqual({ state, effects: [] });
  });
});

describe('AI chat: history and new-message count', () => {
  it('a visitor gets neither history nor the count', () => {
    expect(run([open(guest)]).effects).toEqual([{ type: 'loadIntro', traceId: TRACE }]);
  });

  it('a signed-in user without a name gets the count but no history', () => {
    const { state, effects } = run([open(pinOnly)]);
    expect(effects).toEqual([{ type: 'loadIntro', traceId: TRACE }, { type: 'loadNewMessageCount' }]);
    expect(run([{ type: 'newMessageCountLoaded', count: 3 }], state).state.newMessageCount).toBe(3);
  });

  it('the count is ignored when not signed in', () => {
    const { state } = run([open(guest), { type: 'newMessageCountLoaded', count: 3 }]);
    expect(state.newMessageCount).toBeUndefined();
  });

  it('a user with a name gets the history, above new messages, with the no-more-history divider', () => {
    const { state, effects } = run([open(member)]);
    expect(effects).toContainEqual({ type: 'loadHistory', userName: '张三' });
    expect(state.history).toEqual({ status: 'loading', noMore: false });
    const asked = run([type('新问题'), ask(1)], state).state;
    const loaded = run([{ type: 'historyLoaded', userName: '张三', records: [record({ remarkStatus: 1 })] }], asked).state;
    expect(loaded.history).toEqual({ status: 'loaded', noMore: true });
    expect(loaded.messages.map((message) => [message.kind, message.origin])).toEqual([
      ['question', 'history'],
      ['answer', 'history'],
      ['question', 'new'],
      ['answer', 'new'],
    ]);
    expect(loaded.messages[1]).toMatchObject({ status: 'done', text: '看文档', bizId: 'h-1', record: { remarkStatus: 1 } });
    expect(new Set(loaded.messages.map((message) => message.id)).size).toBe(4);
  });

  it('a history failure is silent: no messages, no divider', () => {
    const { state, effects } = run([open(member), { type: 'historyFailed', userName: '张三' }]);
    expect(state.history).toEqual({ status: 'failed', noMore: false });
    expect(state.messages).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('drops a history answer for an earlier user', () => {
    const switched = run([open(member), { type: 'userChanged', user: { loggedIn: true, name: '李四' } }]);
    expect(switched.effects).toContainEqual({ type: 'loadHistory', userName: '李四' });
    const late = run([{ type: 'historyLoaded', userName: '张三', records: [record()] }], switched.state).state;
    expect(late.messages).toEqual([]);
  });

  it('signing out drops the history and the count, keeping this session\'s messages', () => {
    const state = run([
      open(member),
      { type: 'historyLoaded', userName: '张三', records: [record()] },
      { type: 'newMessageCountLoaded', count: 2 },
      type('问'),
      ask(1),
      { type: 'userChanged', user: guest },
    ]).state;
    expect(state.messages.every((message) => message.origin === 'new')).toBe(true);
    expect(state.newMessageCount).toBeUndefined();
    expect(state.history.status).toBe('idle');
  });
});

describe('AI chat: typing and suggestions', () => {
  it('typing asks for suggestions with traceId, reqId and keyword', () => {
    const { state, effects } = run([open(), type(' 下单 ', 7)]);
    expect(state.input).toBe(' 下单 ');
    expect(effects).toEqual([{ type: 'loadSuggestions', traceId: TRACE, reqId: 's-7', keyword: '下单' }]);
  });

  it('shows the suggestions of the latest request only', () => {
    const state = run([open(), type('下', 1), type('下单', 2), { type: 'suggestionsLoaded', reqId: 's-1', items: ['old'] }]).state;
    expect(state.suggestions.items).toEqual([]);
    expect(run([{ type: 'suggestionsLoaded', reqId: 's-2', items: ['如何下单'] }], state).state.suggestions.items).toEqual(['如何下单']);
  });

  it('a suggestion failure is silent: the list empties', () => {
    const state = run([open(), type('下', 1), { type: 'suggestionsLoaded', reqId: 's-1', items: ['a'] }, type('下单', 2), { type: 'suggestionsFailed', reqId: 's-2' }]);
    expect(state.state.suggestions.items).toEqual([]);
    expect(state.effects).toEqual([]);
  });

  it('clearing the input clears the suggestions and asks nothing', () => {
    const { state, effects } = run([open(), type('下', 1), { type: 'suggestionsLoaded', reqId: 's-1', items: ['a'] }, type('   ', 2)]);
    expect(state.suggestions.items).toEqual([]);
    expect(effects).toEqual([]);
  });
});

describe('AI chat: asking', () => {
  it('ignores an empty or whitespace question', () => {
    const opened = run([open()]).state;
    expect(aiChatTransition(opened, ask(1))).toEqual({ state: opened, effects: [] });
    const blank = run([type('   ')], opened).state;
    expect(aiChatTransition(blank, ask(1))).toEqual({ state: blank, effects: [] });
    expect(aiChatTransition(opened, ask(1, ' \n ')).effects).toEqual([]);
  });

  it('200 characters are accepted, 201 show the limit error and are not sent', () => {
    expect(run([open(), type('问'.repeat(200)), ask(1)]).effects).toHaveLength(1);
    const tooLong = run([open(), type('问'.repeat(201))]);
    expect(tooLong.state.inputError).toBe('assistant.errors.tooLong');
    expect(tooLong.effects).toEqual([]);
    const refused = run([ask(1)], tooLong.state);
    expect(refused.effects).toEqual([]);
    expect(refused.state.messages).toEqual([]);
    expect(run([type('问')], tooLong.state).state.inputError).toBeUndefined();
  });

  it('submitting disables the input, shows a loading placeholder and starts the answer', () => {
    const { state, effects } = run([open(), type(' 怎么下单 '), ask(1)]);
    expect(isInputDisabled(state)).toBe(true);
    expect(state.input).toBe('');
    expect(state.suggestions.items).toEqual([]);
    expect(state.messages).toEqual([
      { kind: 'question', id: 1, origin: 'new', text: '怎么下单' },
      { kind: 'answer', id: 2, origin: 'new', question: '怎么下单', bizId: 'biz-1', reqId: 'req-1', status: 'loading', text: '' },
    ]);
    expect(effects).toEqual([{ type: 'startAnswer', answerId: 2, traceId: TRACE, reqId: 'req-1', keyword: '怎么下单' }]);
  });

  it('a related question or suggestion is asked as given, leaving the input alone', () => {
    const { state, effects } = run([open(), type('草稿'), ask(1, '如何申请？')]);
    expect(state.input).toBe('草稿');
    expect(effects).toEqual([{ type: 'startAnswer', answerId: 2, traceId: TRACE, reqId: 'req-1', keyword: '如何申请？' }]);
  });

  it('while answering, typing and asking are ignored', () => {
    const { state } = run([open(), type('一'), ask(1)]);
    expect(aiChatTransition(state, type('二'))).toEqual({ state, effects: [] });
    expect(aiChatTransition(state, ask(2, '二'))).toEqual({ state, effects: [] });
  });
});

describe('AI chat: the answer', () => {
  it('shows responseAll as it grows, with its responseType', () => {
    const state = run([open(), type('问'), ask(1), chunk(2, '第一'), chunk(2, '第一段')]).state;
    expect(answer(state, 2)).toMatchObject({ status: 'streaming', text: '第一段', responseType: 'markdown' });
    expect(isInputDisabled(state)).toBe(true);
  });

  it('finished: input re-enabled and the record saved with answerSource 4 and the client bizId', () => {
    const { state, effects } = run([open(), type('怎么下单'), ask(1), chunk(2, '先'), chunk(2, '先登录', true)]);
    expect(isInputDisabled(state)).toBe(false);
    const saved: ChatRecord = { bizId: 'biz-1', question: '怎么下单', answerDetail: '先登录', answerSource: 4, remarkStatus: 0 };
    expect(answer(state, 2)).toMatchObject({ status: 'done', text: '先登录', record: saved });
    expect(effects).toEqual([{ type: 'saveRecord', record: saved }]);
  });

  it('a non-success code or failure: the timeout message, input re-enabled, nothing saved', () => {
    const { state, effects } = run([open(), type('问'), ask(1), chunk(2, '部分'), { type: 'answerFailed', answerId: 2 }]);
    expect(answer(state, 2)).toMatchObject({ status: 'failed', text: '', notice: 'assistant.errors.timeout' });
    expect(answer(state, 2)?.record).toBeUndefined();
    expect(isInputDisabled(state)).toBe(false);
    expect(effects).toEqual([]);
  });

  it('stop ends the answer at once with the stopped message; later poll results change nothing', () => {
    const { state, effects } = run([open(), type('问'), ask(1), chunk(2, '部分'), { type: 'stopRequested' }]);
    expect(answer(state, 2)).toMatchObject({ status: 'stopped', text: '部分', notice: 'assistant.answer.stopped' });
    expect(isInputDisabled(state)).toBe(false);
    expect(effects).toEqual([{ type: 'stopAnswer', answerId: 2 }]);
    expect(aiChatTransition(state, chunk(2, '部分更多', true))).toEqual({ state, effects: [] });
    expect(aiChatTransition(state, { type: 'answerFailed', answerId: 2 })).toEqual({ state, effects: [] });
  });

  it('stop with nothing being answered does nothing', () => {
    const state = answered();
    expect(aiChatTransition(state, { type: 'stopRequested' })).toEqual({ state, effects: [] });
  });

  it('closing the panel stops the polling', () => {
    const { state, effects } = run([open(), type('问'), ask(1), { type: 'closed' }]);
    expect(state.open).toBe(false);
    expect(effects).toEqual([{ type: 'stopAnswer', answerId: 2 }]);
    expect(answer(state, 2)?.status).toBe('stopped');
    expect(answer(state, 2)?.notice).toBe('assistant.answer.interrupted');
    expect(aiChatTransition(state, chunk(2, 'late'))).toEqual({ state, effects: [] });
  });

  it('a page change stops the polling', () => {
    const { state, effects } = run([open(), type('问'), ask(1), { type: 'pageChanged' }]);
    expect(effects).toEqual([{ type: 'stopAnswer', answerId: 2 }]);
    expect(isInputDisabled(state)).toBe(false);
    expect(answer(state, 2)?.notice).toBe('assistant.answer.interrupted');
    expect(aiChatTransition(state, chunk(2, 'late', true)).effects).toEqual([]);
  });

  it('a result for an earlier answer never touches the current one', () => {
    const state = run([open(), type('一'), ask(1), { type: 'stopRequested' }, type('二'), ask(2)]).state;
    expect(state.answering).toBe(4);
    const after = aiChatTransition(state, chunk(2, '旧的', true));
    expect(after).toEqual({ state, effects: [] });
    expect(answer(run([chunk(4, '新的')], state).state, 4)?.text).toBe('新的');
  });
});

describe('AI chat: feedback', () => {
  it('like toggles remarkStatus 0 ⇄ 1, saving each change', () => {
    const liked = run([{ type: 'like', answerId: 2 }], answered());
    expect(answer(liked.state, 2)?.record?.remarkStatus).toBe(1);
    expect(liked.effects).toMatchObject([{ type: 'saveRecord', record: { bizId: 'biz-1', remarkStatus: 1, answerSource: 4 } }]);
    const unliked = run([{ type: 'like', answerId: 2 }], liked.state);
    expect(answer(unliked.state, 2)?.record?.remarkStatus).toBe(0);
    expect(unliked.effects).toMatchObject([{ type: 'saveRecord', record: { remarkStatus: 0 } }]);
  });

  it('an answer still coming, failed or stopped cannot be rated', () => {
    const coming = run([open(), type('问'), ask(1)]).state;
    expect(aiChatTransition(coming, { type: 'like', answerId: 2 })).toEqual({ state: coming, effects: [] });
    expect(aiChatTransition(coming, { type: 'dislike', answerId: 2 })).toEqual({ state: coming, effects: [] });
  });

  it('dislike opens the reason dialog without changing the record', () => {
    const { state, effects } = run([{ type: 'dislike', answerId: 2 }], answered());
    expect(state.dislikeDialog).toEqual({ answerId: 2 });
    expect(answer(state, 2)?.record?.remarkStatus).toBe(0);
    expect(effects).toEqual([]);
  });

  it('a reason is required', () => {
    const { state, effects } = run([{ type: 'dislike', answerId: 2 }, { type: 'submitDislike', draft: { text: '太短' } }], answered());
    expect(state.dislikeDialog).toEqual({ answerId: 2, error: 'assistant.feedback.reasonRequired' });
    expect(effects).toEqual([]);
  });

  it('the text is at most 150 characters', () => {
    const over = run([{ type: 'dislike', answerId: 2 }, { type: 'submitDislike', draft: { reason: 6, text: 'x'.repeat(151) } }], answered());
    expect(over.state.dislikeDialog?.error).toBe('assistant.feedback.textTooLong');
    const max = run([{ type: 'dislike', answerId: 2 }, { type: 'submitDislike', draft: { reason: 6, text: 'x'.repeat(150) } }], answered());
    expect(max.state.dislikeDialog).toBeUndefined();
  });

  it('a submitted dislike saves remarkStatus 2, the reason, the text and answerSource 1, and closes the dialog', () => {
    const { state, effects } = run(
      [{ type: 'like', answerId: 2 }, { type: 'dislike', answerId: 2 }, { type: 'submitDislike', draft: { reason: 5, text: ' 不够详细 ' } }],
      answered(),
    );
    const disliked: ChatRecord = {
      bizId: 'biz-1',
      question: '怎么下单',
      answerDetail: '先登录',
      answerSource: 1,
      remarkStatus: 2,
      remarkReason: 5,
      remarkDetail: '不够详细',
    };
    expect(state.dislikeDialog).toBeUndefined();
    expect(answer(state, 2)?.record).toEqual(disliked);
    expect(effects).toEqual([{ type: 'saveRecord', record: disliked }]);
  });

  it('once disliked, dislike and like are blocked', () => {
    const disliked = run([{ type: 'dislike', answerId: 2 }, { type: 'submitDislike', draft: { reason: 8, text: '' } }], answered()).state;
    expect(aiChatTransition(disliked, { type: 'dislike', answerId: 2 })).toEqual({ state: disliked, effects: [] });
    expect(aiChatTransition(disliked, { type: 'like', answerId: 2 })).toEqual({ state: disliked, effects: [] });
  });

  it('cancelling the dialog changes nothing else; closing the panel closes it', () => {
    const opened = run([{ type: 'dislike', answerId: 2 }], answered()).state;
    const cancelled = run([{ type: 'cancelDislike' }], opened);
    expect(cancelled.state.dislikeDialog).toBeUndefined();
    expect(answer(cancelled.state, 2)?.record?.remarkStatus).toBe(0);
    expect(cancelled.effects).toEqual([]);
    expect(run([{ type: 'closed' }], opened).state.dislikeDialog).toBeUndefined();
  });

  it('history answers can be rated too', () => {
    const state = run([open(member), { type: 'historyLoaded', userName: '张三', records: [record()] }]).state;
    const liked = run([{ type: 'like', answerId: 2 }], state);
    expect(liked.effects).toEqual([{ type: 'saveRecord', record: { ...record(), remarkStatus: 1 } }]);
  });
});
