/** The diagram frame's page (built from diagram-frame.html), served with a CSP of its own (docs/security.md). */
export const DIAGRAM_FRAME_PATH = '/diagram-frame.html';

/** What the page asks of the frame. */
export interface DrawRequest {
  readonly kind: 'draw';
  readonly id: string;
  readonly source: string;
}

/** What the frame answers: it is listening, or one diagram drawn or failed. */
export type FrameAnswer =
  | { readonly kind: 'ready' }
  | { readonly kind: 'drawn'; readonly id: string; readonly svg: string }
  | { readonly kind: 'failed'; readonly id: string; readonly message: string };

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

/** A message as a draw request, or undefined when it is anything else. */
export const asDrawRequest = (data: unknown): DrawRequest | undefined =>
  isRecord(data) && data['kind'] === 'draw' && isText(data['id']) && isText(data['source']) ? { kind: 'draw', id: data['id'], source: data['source'] } : undefined;

/** A message as the frame's answer, or undefined when it is anything else. */
export const asFrameAnswer = (data: unknown): FrameAnswer | undefined => {
  if (!isRecord(data)) return undefined;
  if (data['kind'] === 'ready') return { kind: 'ready' };
  if (!isText(data['id'])) return undefined;
  if (data['kind'] === 'drawn' && isText(data['svg'])) return { kind: 'drawn', id: data['id'], svg: data['svg'] };
  if (data['kind'] === 'failed' && isText(data['message'])) return { kind: 'failed', id: data['id'], message: data['message'] };
  return undefined;
};
