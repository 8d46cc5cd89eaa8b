import { describe, expect, it } from 'vitest';
import {
  canSend,
  faqRobotTransition,
  initialFaqRobotState,
  nextPageFrom,
  selectionHeading,
  type FaqAnswerMessage,
  type FaqRobotEffect,
  type FaqRobotEvent,
  type FaqRobotState,
} from '../../../../src/application/assistant/faq-robot.machine';
import type { FaqCandidate } from '../../../../src/application/ports/faq.port';

interface Run {
  readonly state: FaqRobotState;
  readonly effects: readonly FaqRobotEffect[];
}
const run = (events: readonly FaqRobotEvent[], from: FaqRobotState = initialFaqRobotState()): Run =>
  events.reduce<Run>((acc, event) => faqRobotTransition(acc.state, event), { state: from, effects: [] });

const rows = (n: number, offset = 0): FaqCandidate[] => Array.from({ length: n }, (_, i) => ({ code: `P${String(offset + i)}`, title: `问题${String(offset + i)}` }));
const ask = (text: string, n = 1): FaqRobotEvent[] => [{ type: 'inputChanged', text }, { type: 'asked', bizId: `b-${String(n)}` }];
const tick: FaqRobotEvent = { type: 'tick' };
const ticks = (n: number): FaqRobotEvent[] => Array.from({ length: n }, () => tick);
const answerOf = (state: FaqRobotState, id = 2): FaqAnswerMessage | undefined =>
  state.messages.find((message): message is FaqAnswerMessage => message.kind === 'answer' && message.id === id);

/** Asked '怎么对接' (answer 2, search request 3) with `total` matches, the first page loaded. */
const withCandidates = (total: number): FaqRobotState =>
  run([...ask('怎么对接'), { type: 'searchLoaded', requestId: 3, total, rows: rows(Math.min(5, total)) }]).state;

describe('FAQ robot: asking', () => {
  it('asks /search/question with from 0 and size 5 and starts the 3-second countdown', () => {
    const { state, effects } = run(ask(' 怎么对接 '));
    expect(effects).toEqual([
      { type: 'search', requestId: 3, q: '怎么对接', from: 0, size: 5 },
      { type: 'startCountdown', seconds: 3 },
    ]);
    expect(state.input).toBe('');
    expect(state.cooldown).toBe(3);
    expect(answerOf(state)).toMatchObject({ status: 'loading', question: '怎么对接', bizId: 'b-1' });
  });

  it('ignores empty questions and refuses more than 200 characters', () => {
    expect(run(ask('   ')).effects).toEqual([]);
    const tooLong = run(ask('问'.repeat(201)));
    expect(tooLong.effects).toEqual([]);
    expect(tooLong.state.inputError).toBe('assistant.errors.tooLong');
    expect(run(ask('问'.repeat(200))).effects).toHaveLength(2);
  });

  it('send is disabled during the countdown and enabled after three ticks', () => {
    const asked = run(ask('一')).state;
    expect(canSend(asked)).toBe(false);
    const twoSeconds = run([...ticks(2), ...ask('二', 2)], asked);
    expect(twoSeconds.effects).toEqual([]);
    expect(twoSeconds.state.cooldown).toBe(1);
    const threeSeconds = run(ticks(3), asked).state;
    expect(canSend(threeSeconds)).toBe(true);
    expect(run(ask('二', 2), threeSeconds).effects[0]).toMatchObject({ type: 'search', q: '二' });
    expect(run([tick], threeSeconds).state.cooldown).toBe(0);
  });
});

describe('FAQ robot: answers', () => {
  it('several rows: candidates to pick from, saved with answerSource 1', () => {
    const { state, effects } = run([...ask('怎么对接'), { type: 'searchLoaded', requestId: 3, total: 12, rows: rows(5) }]);
    expect(answerOf(state)).toMatchObject({ status: 'candidates', answerSource: 1, total: 12, from: 0, candidates: rows(5) });
    expect(effects).toEqual([
      { type: 'saveRecord', record: { bizId: 'b-1', question: '怎么对接', answerDetail: rows(5).map((row) => row.title).join('\n'), answerSource: 1, remarkStatus: 0 } },
    ]);
  });

  it('one row: the single answer (2), its detail loaded', () => {
    const { state, effects } = run([...ask('对接'), { type: 'searchLoaded', requestId: 3, total: 1, rows: rows(1) }]);
    expect(answerOf(state)).toMatchObject({ status: 'single', answerSource: 2, selected: { code: 'P0', status: 'loading' } });
    expect(effects).toMatchObject([
      { type: 'saveRecord', record: { answerSource: 2 } },
      { type: 'loadDetail', answerId: 2, code: 'P0' },
    ]);
    const loaded = run([{ type: 'detailLoaded', answerId: 2, code: 'P0', detail: { title: 'T', content: '<p>C</p>' } }], state).state;
    expect(answerOf(loaded)?.selected).toEqual({ code: 'P0', title: '问题0', status: 'loaded', detail: { title: 'T', content: '<p>C</p>' } });
  });

  it('no rows: the fallback text (3)', () => {
    const { state, effects } = run([...ask('xyz'), { type: 'searchLoaded', requestId: 3, total: 0, rows: [] }]);
    expect(answerOf(state)).toMatchObject({ status: 'none', answerSource: 3, notice: 'assistant.faq.noAnswer' });
    expect(effects).toMatchObject([{ type: 'saveRecord', record: { answerSource: 3, answerDetail: '' } }]);
  });

  it('a failed search is silent: the fallback, nothing saved, no rating', () => {
    const { state, effects } = run([...ask('xyz'), { type: 'searchFailed', requestId: 3 }]);
    expect(answerOf(state)).toMatchObject({ status: 'failed', notice: 'assistant.faq.noAnswer' });
    expect(answerOf(state)?.record).toBeUndefined();
    expect(effects).toEqual([]);
    expect(faqRobotTransition(state, { type: 'like', answerId: 2 }).effects).toEqual([]);
  });

  it('ignores results of requests it is not waiting for', () => {
    const asked = run(ask('一')).state;
    expect(faqRobotTransition(asked, { type: 'searchLoaded', requestId: 99, total: 1, rows: rows(1) })).toEqual({ state: asked, effects: [] });
    const done = withCandidates(3);
    expect(faqRobotTransition(done, { type: 'searchLoaded', requestId: 3, total: 1, rows: rows(1) })).toEqual({ state: done, effects: [] });
  });

  it('picking a candidate loads its detail; only the latest pick is shown', () => {
    const picked = run([{ type: 'candidateChosen', answerId: 2, code: 'P1' }], withCandidates(12));
    expect(picked.effects).toEqual([{ type: 'loadDetail', answerId: 2, code: 'P1' }]);
    const repicked = run([{ type: 'candidateChosen', answerId: 2, code: 'P2' }, { type: 'detailLoaded', answerId: 2, code: 'P1', detail: { title: 'old', content: '' } }], picked.state).state;
    expect(answerOf(repicked)?.selected).toEqual({ code: 'P2', title: '问题2', status: 'loading' });
    const failed = run([{ type: 'detailFailed', answerId: 2, code: 'P2' }], repicked).state;
    expect(answerOf(failed)?.selected?.status).toBe('failed');
    expect(run([{ type: 'candidateChosen', answerId: 2, code: 'P2' }], failed).effects).toEqual([{ type: 'loadDetail', answerId: 2, code: 'P2' }]);
    expect(faqRobotTransition(failed, { type: 'candidateChosen', answerId: 2, code: 'nope' }).effects).toEqual([]);
  });
});

describe('FAQ robot: show others', () => {
  it('pages the candidates by 5', () => {
    const { state, effects } = run([{ type: 'showOthers', answerId: 2 }], withCandidates(12));
    expect(effects).toEqual([{ type: 'search', requestId: 4, q: '怎么对接', from: 5, size: 5 }]);
    const next = run([{ type: 'searchLoaded', requestId: 4, total: 12, rows: rows(5, 5) }], state).state;
    expect(answerOf(next)).toMatchObject({ from: 5, candidates: rows(5, 5), status: 'candidates', answerSource: 1 });
  });

  it('wraps to 0 past the total', () => {
    expect([nextPageFrom(0, 12), nextPageFrom(5, 12), nextPageFrom(10, 12), nextPageFrom(0, 5), nextPageFrom(0, 6)]).toEqual([5, 10, 0, 0, 5]);
    let state = withCandidates(12);
    const froms: number[] = [];
    for (let page = 0; page < 3; page += 1) {
      const { state: asked, effects } = run([{ type: 'showOthers', answerId: 2 }], state);
      const search = effects[0];
      if (search?.type !== 'search') throw new Error('no search');
      froms.push(search.from);
      state = run([{ type: 'searchLoaded', requestId: search.requestId, total: 12, rows: rows(Math.min(5, 12 - search.from), search.from) }], asked).state;
    }
    expect(froms).toEqual([5, 10, 0]);
    expect(answerOf(state)?.from).toBe(0);
  });

  it('one page at a time; a failure keeps the candidates shown', () => {
    const paging = run([{ type: 'showOthers', answerId: 2 }], withCandidates(12)).state;
    expect(faqRobotTransition(paging, { type: 'showOthers', answerId: 2 }).effects).toEqual([]);
    const failed = run([{ type: 'searchFailed', requestId: 4 }], paging);
    expect(answerOf(failed.state)).toMatchObject({ from: 0, candidates: rows(5), status: 'candidates' });
    expect(failed.effects).toEqual([]);
  });

  it('only candidates can be paged', () => {
    const single = run([...ask('对接'), { type: 'searchLoaded', requestId: 3, total: 1, rows: rows(1) }]).state;
    expect(faqRobotTransition(single, { type: 'showOthers', answerId: 2 }).effects).toEqual([]);
  });
});

describe('FAQ robot: feedback (shared rules)', () => {
  it('like toggles and saves; dislike needs a reason, saves answerSource 1, then blocks both', () => {
    const liked = run([{ type: 'like', answerId: 2 }], withCandidates(3));
    expect(liked.effects).toMatchObject([{ type: 'saveRecord', record: { remarkStatus: 1, bizId: 'b-1' } }]);
    const noReason = run([{ type: 'dislike', answerId: 2 }, { type: 'submitDislike', draft: { text: '' } }], liked.state);
    expect(noReason.state.dislikeDialog).toEqual({ answerId: 2, error: 'assistant.feedback.reasonRequired' });
    const disliked = run([{ type: 'submitDislike', draft: { reason: 7, text: '慢' } }], noReason.state);
    expect(disliked.effects).toMatchObject([
      { type: 'saveRecord', record: { remarkStatus: 2, remarkReason: 7, remarkDetail: '慢', answerSource: 1 } },
    ]);
    expect(faqRobotTransition(disliked.state, { type: 'like', answerId: 2 }).effects).toEqual([]);
    expect(faqRobotTransition(disliked.state, { type: 'dislike', answerId: 2 }).state.dislikeDialog).toBeUndefined();
  });

  it('a single answer disliked is saved with answerSource 1', () => {
    const single = run([...ask('对接'), { type: 'searchLoaded', requestId: 3, total: 1, rows: rows(1) }]).state;
    const disliked = run([{ type: 'dislike', answerId: 2 }, { type: 'submitDislike', draft: { reason: 6, text: '' } }], single);
    expect(disliked.effects).toMatchObject([{ type: 'saveRecord', record: { answerSource: 1, remarkStatus: 2, remarkReason: 6 } }]);
    expect(answerOf(disliked.state)?.record).not.toHaveProperty('remarkDetail');
  });
});

describe('FAQ robot: a question asked during the countdown (review m6)', () => {
  it('waits, keeps the text in the box, and is sent when the countdown ends', () => {
    const asked = run(ask('一')).state;
    const waiting = run([...ticks(1), { type: 'inputChanged', text: '二' }, { type: 'asked', bizId: 'b-2' }], asked);
    expect(waiting.effects).toEqual([]);
    expect(waiting.state.input).toBe('二');
    expect(waiting.state.queued).toEqual({ bizId: 'b-2' });
    // The reader may still edit it: what the box holds when the countdown ends is sent.
    const edited = run([{ type: 'inputChanged', text: '二三' }, ...ticks(1)], waiting.state);
    expect(edited.effects).toEqual([]);
    const sent = run(ticks(1), edited.state);
    expect(sent.effects).toEqual([
      { type: 'search', requestId: 6, q: '二三', from: 0, size: 5 },
      { type: 'startCountdown', seconds: 3 },
    ]);
    expect(sent.state).toMatchObject({ input: '', cooldown: 3 });
    expect(sent.state.queued).toBeUndefined();
    expect(sent.state.messages.at(-2)).toEqual({ kind: 'question', id: 4, text: '二三' });
  });

  it('a suggestion chosen during the countdown waits as it was chosen; closing the panel drops it', () => {
    const asked = run(ask('一')).state;
    const waiting = run([{ type: 'asked', bizId: 'b-2', text: '签名' }], asked).state;
    expect(waiting.queued).toEqual({ bizId: 'b-2', text: '签名' });
    expect(run(ticks(3), waiting).effects[0]).toMatchObject({ type: 'search', q: '签名' });
    const closed = run([{ type: 'closed' }, ...ticks(3)], waiting);
    expect(closed.effects).toEqual([]);
    expect(closed.state.cooldown).toBe(0);
    expect(closed.state.queued).toBeUndefined();
  });

  it('a question too long to send says so at once rather than waiting', () => {
    const asked = run(ask('一')).state;
    const tooLong = run([{ type: 'inputChanged', text: '问'.repeat(201) }, { type: 'asked', bizId: 'b-2' }], asked).state;
    expect(tooLong.queued).toBeUndefined();
    expect(tooLong.inputError).toBe('assistant.errors.tooLong');
  });
});

describe('FAQ robot: a candidate of an earlier reply (review m5)', () => {
  /** '怎么对接' with 12 candidates (answer 2), then '签名' answered (question 4, answer 5, request 6). */
  const twoReplies = (): FaqRobotState =>
    run([...ticks(3), ...ask('签名', 2), { type: 'searchLoaded', requestId: 6, total: 1, rows: rows(1, 9) }], withCandidates(12)).state;

  it('adds the choice and its answer at the end, where the reader is, and loads its detail there', () => {
    const before = twoReplies();
    const { state, effects } = run([{ type: 'candidateChosen', answerId: 2, code: 'P1' }], before);
    expect(state.messages.slice(0, before.messages.length)).toEqual(before.messages);
    expect(state.messages.slice(before.messages.length)).toEqual([
      { kind: 'question', id: 7, text: '问题1' },
      expect.objectContaining({ kind: 'answer', id: 8, status: 'single', pickedFrom: 2, selected: { code: 'P1', title: '问题1', status: 'loading' } }),
    ]);
    expect(effects).toEqual([{ type: 'loadDetail', answerId: 8, code: 'P1' }]);
    const loaded = run([{ type: 'detailLoaded', answerId: 8, code: 'P1', detail: { title: 'Q1', content: '<p>A</p>' } }], state).state;
    expect(answerOf(loaded, 8)?.selected).toMatchObject({ status: 'loaded', detail: { title: 'Q1' } });
    // Rated in the reply it came from: no record of its own, nothing saved.
    expect(answerOf(loaded, 8)?.record).toBeUndefined();
  });

  it('a candidate of the latest reply still shows under it', () => {
    const { state } = run([{ type: 'candidateChosen', answerId: 2, code: 'P1' }], withCandidates(12));
    expect(state.messages).toHaveLength(2);
    expect(answerOf(state)?.selected?.code).toBe('P1');
  });
});

describe('FAQ robot: the heading of a chosen problem (review m4)', () => {
  it("is the detail's title (the reader's language) once loaded, not the candidate's", () => {
    const selected = { code: 'P1', title: '如何查询令牌归属', status: 'loaded', detail: { title: 'How to find who a token belongs to', content: '<p>See…</p>' } } as const;
    expect(selectionHeading(selected)).toBe('How to find who a token belongs to');
  });

  it("is none when the detail opens with its own heading, so the answer never shows two", () => {
    const selected = { code: 'P1', title: '如何查询令牌归属', status: 'loaded', detail: { title: 'How to find who a token belongs to', content: '\n<h2>How to find who a token belongs to</h2><p>See…</p>' } } as const;
    expect(selectionHeading(selected)).toBeUndefined();
  });

  it("is the candidate's title while the detail loads or when it failed", () => {
    expect(selectionHeading({ code: 'P1', title: '如何查询令牌归属', status: 'loading' })).toBe('如何查询令牌归属');
    expect(selectionHeading({ code: 'P1', title: '如何查询令牌归属', status: 'failed' })).toBe('如何查询令牌归属');
  });
});
