import type { DrawDiagram } from './draw-diagram';
import { asFrameAnswer, DIAGRAM_FRAME_PATH, type DrawRequest, type FrameAnswer } from './diagram-frame.protocol';

type DiagramAnswer = Exclude<FrameAnswer, { readonly kind: 'ready' }>;

/** Longer than mermaid's load and a large diagram's drawing on a slow phone. */
const ANSWER_TIMEOUT_MS = 30_000;

/** `promise`, or a rejection with `message` once `ms` have passed. */
const within = <T>(promise: Promise<T>, ms: number, message: string): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

/**
 * Draws diagrams in a hidden frame of the portal's own origin (`DIAGRAM_FRAME_PATH`), opened at the first diagram and
 * kept for the page's life: mermaid writes HTML through sinks that the page's Trusted Types refuse, the frame's CSP
 * does not enforce them (docs/security.md). The frame has layout (mermaid measures text) but is out of sight and out
 * of the accessibility tree. A frame that does not start in time is removed and rejects, and the next diagram opens a
 * new one; a diagram not answered in time rejects.
 */
export const createFrameDrawing = (document: Document, timeoutMs = ANSWER_TIMEOUT_MS): DrawDiagram => {
  const view = document.defaultView as Window;
  const waiting = new Map<string, (answer: DiagramAnswer) => void>();
  let opened: { readonly ready: Promise<Window>; readonly close: () => void } | undefined;

  const open = () => {
    const iframe = document.createElement('iframe');
    let listen: (event: MessageEvent) => void = () => undefined;
    const ready = new Promise<Window>((resolve) => {
      listen = (event) => {
        if (event.origin !== view.location.origin || !iframe.contentWindow || event.source !== iframe.contentWindow) return;
        const answer = asFrameAnswer(event.data);
        if (answer?.kind === 'ready') resolve(iframe.contentWindow);
        else if (answer) waiting.get(answer.id)?.(answer);
      };
    });
    view.addEventListener('message', listen);
    iframe.src = DIAGRAM_FRAME_PATH;
    iframe.title = 'mermaid';
    iframe.tabIndex = -1;
    iframe.setAttribute('aria-hidden', 'true');
    Object.assign(iframe.style, { position: 'fixed', top: '0', left: '-10000px', width: '1280px', height: '800px', border: '0', visibility: 'hidden' });
    document.body.append(iframe);
    const close = () => {
      view.removeEventListener('message', listen);
      iframe.remove();
    };
    return { ready, close };
  };

  const frame = async (): Promise<Window> => {
    opened ??= open();
    const current = opened;
    try {
      return await within(current.ready, timeoutMs, 'The diagram frame did not start.');
    } catch (error) {
      if (opened === current) opened = undefined;
      current.close();
      throw error;
    }
  };

  return async (source, id) => {
    const target = await frame();
    const answered = new Promise<DiagramAnswer>((resolve) => waiting.set(id, resolve));
    target.postMessage({ kind: 'draw', id, source } satisfies DrawRequest, view.location.origin);
    try {
      const answer = await within(answered, timeoutMs, 'The diagram frame did not answer.');
      if (answer.kind === 'failed') throw new Error(answer.message);
      return answer.svg;
    } finally {
      waiting.delete(id);
    }
  };
};
