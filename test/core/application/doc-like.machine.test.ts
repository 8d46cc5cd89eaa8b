import { describe, expect, it } from 'vitest';
import { SCREENSHOT_MAX_BYTES, checkScreenshot } from '../../../src/domain/evaluation/doc-evaluation';
import {
  docLikeReducer,
  initialDocLikeState,
  type DocLikeEvent,
  type DocLikeState,
} from '../../../src/application/doc-like/doc-like.machine';

const URL_A = '/#/devSupport/1';
const URL_B = '/#/devSupport/2';

const run = (events: readonly DocLikeEvent[], from: DocLikeState = initialDocLikeState(URL_A)): DocLikeState =>
  events.reduce(docLikeReducer, from);

const like: DocLikeEvent = { type: 'like' };
const dislike: DocLikeEvent = { type: 'dislike' };
const confirmed = (id: number): DocLikeEvent => ({ type: 'confirmed', id });
const failed = (id: number): DocLikeEvent => ({ type: 'failed', id });
const submit = (draft: Partial<Extract<DocLikeEvent, { type: 'submitFeedback' }>['draft']> = {}): DocLikeEvent => ({
  type: 'submitFeedback',
  draft: { reason: 'incorrect', description: 'outdated sample', ...draft },
});
const png = (size = 10, type = 'image/png') => {
  const file = new File(['x'], 'shot.png', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('doc like machine: toggles', () => {
  it('starts with no vote, nothing in flight and the form closed', () => {
    expect(initialDocLikeState(URL_A)).toEqual({ url: URL_A, confirmed: 'none', desired: 'none', form: { open: false, submitting: false }, nextId: 1 });
  });

  it('like sends a like; its confirmation makes it the server state', () => {
    const sent = run([like]);
    expect(sent.desired).toBe('like');
    expect(sent.inFlight).toEqual({ id: 1, kind: 'vote', url: URL_A, vote: 'like' });
    const done = docLikeReducer(sent, confirmed(1));
    expect(done).toMatchObject({ confirmed: 'like', desired: 'like', nextId: 2 });
    expect(done.inFlight).toBeUndefined();
  });

  it('like again takes the like back (a toggle)', () => {
    const state = run([like, confirmed(1), like]);
    expect(state.desired).toBe('none');
    expect(state.inFlight).toEqual({ id: 2, kind: 'vote', url: URL_A, vote: 'none' });
    expect(docLikeReducer(state, confirmed(2))).toMatchObject({ confirmed: 'none', desired: 'none' });
  });

  it('dislike sends a dislike and opens the feedback form', () => {
    const state = run([dislike]);
    expect(state).toMatchObject({ desired: 'dislike', form: { open: true, submitting: false } });
    expect(state.inFlight).toEqual({ id: 1, kind: 'vote', url: URL_A, vote: 'dislike' });
  });

  it('dislike again takes the dislike back and closes the form', () => {
    const state = run([dislike, confirmed(1), dislike]);
    expect(state).toMatchObject({ desired: 'none', form: { open: false } });
    expect(state.inFlight).toMatchObject({ vote: 'none' });
  });

  it('like and dislike are exclusive: each replaces the other', () => {
    expect(run([like, confirmed(1), dislike])).toMatchObject({ desired: 'dislike', inFlight: { vote: 'dislike' } });
    expect(run([dislike, confirmed(1), { type: 'closeForm' }, like])).toMatchObject({ desired: 'like', inFlight: { vote: 'like' } });
  });
});

describe('doc like machine: one request at a time, the latest intent wins', () => {
  it('clicks while a request is in flight only move the intent', () => {
    const state = run([like, like, like, dislike]);
    expect(state.desired).toBe('dislike');
    expect(state.inFlight).toEqual({ id: 1, kind: 'vote', url: URL_A, vote: 'like' });
  });

  it('when the request answers, the latest intent is sent if it still differs', () => {
    const state = run([like, like, like, dislike, confirmed(1)]);
    expect(state).toMatchObject({ confirmed: 'like', desired: 'dislike', inFlight: { id: 2, vote: 'dislike' } });
    expect(docLikeReducer(state, confirmed(2))).toMatchObject({ confirmed: 'dislike', desired: 'dislike' });
  });

  it('sends nothing more when the intent came back to what the server confirmed', () => {
    const state = run([like, like, confirmed(1)]);
    // like (sent) then un-like: the server said like, the reader wants none, so none is sent next.
    expect(state).toMatchObject({ confirmed: 'like', desired: 'none', inFlight: { id: 2, vote: 'none' } });
    const settled = run([like, like, like, confirmed(1)]);
    expect(settled).toMatchObject({ confirmed: 'like', desired: 'like' });
    expect(settled.inFlight).toBeUndefined();
  });

  it('a failure rolls back to the server-confirmed state and drops the pending intent', () => {
    const state = run([like, confirmed(1), dislike, like, failed(2)]);
    expect(state).toMatchObject({ confirmed: 'like', desired: 'like' });
    expect(state.inFlight).toBeUndefined();
    const fromNone = run([like, failed(1)]);
    expect(fromNone).toMatchObject({ confirmed: 'none', desired: 'none' });
    expect(fromNone.inFlight).toBeUndefined();
  });

  it('ignores answers that are not for the request in flight', () => {
    const state = run([like]);
    expect(docLikeReducer(state, confirmed(7))).toBe(state);
    expect(docLikeReducer(state, failed(7))).toBe(state);
    const idle = run([like, confirmed(1)]);
    expect(docLikeReducer(idle, confirmed(1))).toBe(idle);
    expect(docLikeReducer(idle, failed(1))).toBe(idle);
  });

  it('never sends two requests at once however the clicks come', () => {
    const events: DocLikeEvent[] = [like, dislike, like, like, dislike, dislike, like];
    let state = initialDocLikeState(URL_A);
    const started: number[] = [];
    for (const event of events) {
      const before = state.inFlight?.id;
      state = docLikeReducer(state, event);
      if (state.inFlight && state.inFlight.id !== before) started.push(state.inFlight.id);
    }
    expect(started).toEqual([1]);
    expect(state.desired).toBe('like');
  });
});

describe('doc like machine: route change', () => {
  it('resets the vote and the form on a new page, keeping request ids unique', () => {
    const state = run([like, confirmed(1), dislike, { type: 'routeChanged', url: URL_B }]);
    expect(state).toEqual({ ...initialDocLikeState(URL_B), nextId: 3 });
  });

  it('ignores the old page answer', () => {
    const moved = run([like, { type: 'routeChanged', url: URL_B }]);
    expect(docLikeReducer(moved, confirmed(1))).toBe(moved);
    expect(docLikeReducer(moved, failed(1))).toBe(moved);
    expect(docLikeReducer(moved, like).inFlight).toEqual({ id: 2, kind: 'vote', url: URL_B, vote: 'like' });
  });

  it('the same address changes nothing', () => {
    const state = run([like]);
    expect(docLikeReducer(state, { type: 'routeChanged', url: URL_A })).toBe(state);
  });
});

describe('doc like machine: feedback form', () => {
  it('requires a reason', () => {
    const state = run([dislike, confirmed(1), submit({ reason: undefined })]);
    expect(state.form).toEqual({ open: true, submitting: false, error: 'reasonRequired' });
    expect(state.inFlight).toBeUndefined();
  });

  it('refuses a description over 150 characters', () => {
    expect(run([dislike, confirmed(1), submit({ description: 'x'.repeat(151) })]).form.error).toBe('descriptionTooLong');
    expect(run([dislike, confirmed(1), submit({ description: 'x'.repeat(150) })]).form.error).toBeUndefined();
  });

  it('refuses a screenshot that is not an image or too large', () => {
    expect(run([dislike, confirmed(1), submit({ screenshot: png(10, 'application/pdf') })]).form.error).toBe('screenshotType');
    expect(run([dislike, confirmed(1), submit({ screenshot: png(SCREENSHOT_MAX_BYTES + 1) })]).form.error).toBe('screenshotSize');
  });

  it('sends the feedback; its confirmation closes the form with the dislike confirmed', () => {
    const shot = png();
    const state = run([dislike, confirmed(1), submit({ screenshot: shot })]);
    expect(state.form).toEqual({ open: true, submitting: true });
    expect(state.inFlight).toEqual({
      id: 2,
      kind: 'feedback',
      url: URL_A,
      feedback: { reason: 'incorrect', description: 'outdated sample', screenshot: shot },
    });
    const done = docLikeReducer(state, confirmed(2));
    expect(done).toMatchObject({ confirmed: 'dislike', desired: 'dislike', form: { open: false, submitting: false } });
    expect(done.inFlight).toBeUndefined();
  });

  it('queues the feedback behind the request in flight', () => {
    const state = run([dislike, submit()]);
    expect(state.inFlight).toMatchObject({ id: 1, kind: 'vote' });
    expect(state.queuedFeedback).toEqual({ reason: 'incorrect', description: 'outdated sample' });
    const next = docLikeReducer(state, confirmed(1));
    expect(next.inFlight).toMatchObject({ id: 2, kind: 'feedback' });
    expect(next.queuedFeedback).toBeUndefined();
  });

  it('a failed submission keeps the form open with an error and rolls back', () => {
    const state = run([dislike, confirmed(1), submit(), failed(2)]);
    expect(state).toMatchObject({ confirmed: 'dislike', desired: 'dislike', form: { open: true, submitting: false, error: 'failed' } });
    const queuedThenFailed = run([dislike, submit(), failed(1)]);
    expect(queuedThenFailed).toMatchObject({ confirmed: 'none', desired: 'none', form: { open: true, submitting: false, error: 'failed' } });
    expect(queuedThenFailed.queuedFeedback).toBeUndefined();
  });

  it('ignores a second submit while submitting, and a submit with the form closed', () => {
    const submitting = run([dislike, confirmed(1), submit()]);
    expect(docLikeReducer(submitting, submit())).toBe(submitting);
    const closed = run([like]);
    expect(docLikeReducer(closed, submit())).toBe(closed);
  });

  it('closes on cancel, keeping the dislike, but not while submitting', () => {
    const open = run([dislike, confirmed(1)]);
    expect(docLikeReducer(open, { type: 'closeForm' })).toMatchObject({ desired: 'dislike', confirmed: 'dislike', form: { open: false } });
    const submitting = docLikeReducer(open, submit());
    expect(docLikeReducer(submitting, { type: 'closeForm' })).toBe(submitting);
  });

  it('a resubmission clears the previous error', () => {
    const state = run([dislike, confirmed(1), submit({ reason: undefined }), submit()]);
    expect(state.form).toEqual({ open: true, submitting: true });
  });
});

describe('checkScreenshot', () => {
  it.each([
    ['image/png', 1, undefined],
    ['image/jpeg', SCREENSHOT_MAX_BYTES, undefined],
    ['image/gif', 1, undefined],
    ['image/webp', 1, undefined],
    ['image/svg+xml', 1, 'screenshotType'],
    ['text/plain', 1, 'screenshotType'],
    ['image/png', SCREENSHOT_MAX_BYTES + 1, 'screenshotSize'],
  ])('%s of %d bytes: %s', (type, size, expected) => {
    expect(checkScreenshot({ type, size })).toBe(expected);
  });
});
