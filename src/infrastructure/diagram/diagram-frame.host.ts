import type { DrawDiagram } from './draw-diagram';
import { asDrawRequest, type FrameAnswer } from './diagram-frame.protocol';

/**
 * The frame's side: draws what its parent page (same origin only) asks, and answers each request by its id. Says
 * `ready` once it listens.
 */
export const serveDiagrams = (frame: Window, draw: DrawDiagram): void => {
  const answer = (message: FrameAnswer) => frame.parent.postMessage(message, frame.location.origin);
  frame.addEventListener('message', (event) => {
    if (event.source !== frame.parent || event.origin !== frame.location.origin) return;
    const request = asDrawRequest(event.data);
    if (!request) return;
    draw(request.source, request.id).then(
      (svg) => answer({ kind: 'drawn', id: request.id, svg }),
      (error: unknown) => answer({ kind: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  answer({ kind: 'ready' });
};
