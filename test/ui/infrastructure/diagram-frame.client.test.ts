import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameDrawing } from '../../../src/infrastructure/diagram/diagram-frame.client';

const frameElement = () => document.querySelector<HTMLIFrameElement>('iframe[src="/diagram-frame.html"]');

/** A message from the diagram frame (or from `source`) as the page receives it. */
const fromFrame = (data: unknown, source: Window | null = frameElement()?.contentWindow ?? null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }));

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

describe('the diagram frame, from the page', () => {
  it('opens one hidden frame at the first diagram, asks it once it is ready, and takes each answer by its id', async () => {
    const draw = createFrameDrawing(document, 1000);
    const first = draw('flowchart LR\n A --> B', 'd1');
    const second = draw('bad', 'd2');
    await settled();
    const iframe = frameElement();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(iframe?.getAttribute('aria-hidden')).toBe('true');
    expect(iframe?.tabIndex).toBe(-1);
    const asked = vi.spyOn(iframe?.contentWindow as Window, 'postMessage');

    fromFrame({ kind: 'ready' });
    await settled();
    expect(asked.mock.calls.map(([message]): unknown => message)).toEqual([
      { kind: 'draw', id: 'd1', source: 'flowchart LR\n A --> B' },
      { kind: 'draw', id: 'd2', source: 'bad' },
    ]);
    // Another window's answer is not the frame's.
    fromFrame({ kind: 'drawn', id: 'd1', svg: '<svg id="forged"></svg>' }, window);
    fromFrame({ kind: 'failed', id: 'd2', message: 'Parse error' });
    fromFrame({ kind: 'drawn', id: 'd1', svg: '<svg id="d1"></svg>' });

    await expect(first).resolves.toBe('<svg id="d1"></svg>');
    await expect(second).rejects.toThrow('Parse error');
    await expect(Promise.all([draw('x', 'd3'), settled().then(() => fromFrame({ kind: 'drawn', id: 'd3', svg: '<svg/>' }))])).resolves.toEqual(['<svg/>', true]);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('a frame that does not start is removed, the diagram rejects, and the next diagram opens a new frame', async () => {
    const draw = createFrameDrawing(document, 20);
    await expect(draw('flowchart LR\n A --> B', 'd1')).rejects.toThrow('did not start');
    expect(frameElement()).toBeNull();

    const next = draw('flowchart LR\n A --> B', 'd2');
    await settled();
    expect(frameElement()).not.toBeNull();
    fromFrame({ kind: 'ready' });
    await expect(next).rejects.toThrow('did not answer');
  });
});
