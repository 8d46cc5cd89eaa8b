import { describe, expect, it } from 'vitest';
import { serveDiagrams } from '../../../../src/infrastructure/diagram/diagram-frame.host';
import { asDrawRequest, asFrameAnswer } from '../../../../src/infrastructure/diagram/diagram-frame.protocol';

const ORIGIN = 'https://open.example.com';

/** The frame's window as the host sees it: its parent gets what it posts; `send` plays a message arriving. */
const frameWindow = () => {
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  let listener: ((event: { source: unknown; origin: string; data: unknown }) => void) | undefined;
  const frame = {
    parent,
    location: { origin: ORIGIN },
    addEventListener: (_type: string, handler: typeof listener) => {
      listener = handler;
    },
  };
  const send = (data: unknown, { source = parent, origin = ORIGIN }: { source?: unknown; origin?: string } = {}) => listener?.({ source, origin, data });
  return { frame: frame as unknown as Window, posted, send };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the diagram frame', () => {
  it('says it is ready, then answers each request by its id, drawn or failed, to its own origin only', async () => {
    const { frame, posted, send } = frameWindow();
    serveDiagrams(frame, (source, id) => (source === 'bad' ? Promise.reject(new Error(`no diagram in ${id}`)) : Promise.resolve(`<svg id="${id}"></svg>`)));
    send({ kind: 'draw', id: 'd1', source: 'flowchart LR\n A --> B' });
    send({ kind: 'draw', id: 'd2', source: 'bad' });
    await settled();

    expect(posted).toEqual([
      { message: { kind: 'ready' }, origin: ORIGIN },
      { message: { kind: 'drawn', id: 'd1', svg: '<svg id="d1"></svg>' }, origin: ORIGIN },
      { message: { kind: 'failed', id: 'd2', message: 'no diagram in d2' }, origin: ORIGIN },
    ]);
  });

  it('draws nothing for another origin, another window, or a message of another shape', async () => {
    const { frame, posted, send } = frameWindow();
    const drawn: string[] = [];
    serveDiagrams(frame, (source) => {
      drawn.push(source);
      return Promise.resolve('<svg></svg>');
    });
    send({ kind: 'draw', id: 'd1', source: 'x' }, { origin: 'https://evil.example.org' });
    send({ kind: 'draw', id: 'd2', source: 'x' }, { source: {} });
    send({ kind: 'draw', id: 3, source: 'x' });
    send('draw');
    await settled();

    expect(drawn).toEqual([]);
    expect(posted).toHaveLength(1);
  });

  it('reads only the messages it knows, whole', () => {
    expect(asDrawRequest({ kind: 'draw', id: 'a', source: 's', extra: 1 })).toEqual({ kind: 'draw', id: 'a', source: 's' });
    expect(asDrawRequest({ kind: 'draw', id: 'a' })).toBeUndefined();
    expect(asFrameAnswer({ kind: 'ready' })).toEqual({ kind: 'ready' });
    expect(asFrameAnswer({ kind: 'drawn', id: 'a', svg: '<svg/>' })).toEqual({ kind: 'drawn', id: 'a', svg: '<svg/>' });
    expect(asFrameAnswer({ kind: 'failed', id: 'a' })).toBeUndefined();
    expect(asFrameAnswer(null)).toBeUndefined();
  });
});
