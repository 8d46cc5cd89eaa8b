import type { DrawDiagram } from './draw-diagram';
import { asFrameAnswer, DIAGRAM_FRAME_PATH, type DrawRequest, type FrameAnswer } from './diagram-frame.protocol';

/** Longer than mermaid's load and a large diagram's drawing on a slow phone. */
const ANSWER_TIMEOUT_MS = 30_000;

const timedOut = (ms: number, message: string) => new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(message)), ms));

/**
 * Draws diagrams in a hidden frame of the portal's own origin (`DIAGRAM_FRAME_PATH`), opened at the first diagram and
 * kept for the page's life: mermaid writes HTML through sinks that the page's Trusted Types refuse, the frame's CSP
 * does not enforce them (docs/security.md). The frame has layout (mermaid measures text) but is out of sight and out
 * of the accessibility tree. A frame that does not start, or a diagram not answered in time, rejects; the next diagram
 * opens a new frame.
 */
export const createFrameDrawing = (document: Document, timeoutMs = ANSWER_TIMEOUT_MS): DrawDiagram => {
  const view = document.defaultView as Window;
  const waiting = new Map<string, (answer: FrameAnswer) => void>();
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
      return await Promise.race([current.ready, timedOut(timeoutMs, 'The diagram frame did not start.')]);
    } catch (error) {
      if (opened === current) opened = undefined;
      current.close();
      throw error;
    }
  };

  return async (source, id) => {
    const target = await frame();
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('The diagram frame did not answer.'));
      }, timeoutMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.kind === 'drawn') resolve(answer.svg);
        else reject(new Error(answer.kind === 'failed' ? answer.message : 'The diagram frame answered nothing.'));
      });
      target.postMessage({ kind: 'draw', id, source } satisfies DrawRequest, view.location.origin);
    });
  };
};
