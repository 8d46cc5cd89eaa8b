import { describe, expect, it } from 'vitest';
import {
  canSend,
  faqRobotTransition,
  initialFaqRobotState,
  nextPageFrom,
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
