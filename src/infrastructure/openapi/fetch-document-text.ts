import { HttpStatusError } from './openapi-host';

/**
 * How long a document's download may go without a byte before it is given up: a large document on a slow phone takes
 * minutes in all, so only a stall is cut, never a slow but moving download.
 */
export const DOCUMENT_STALL_MS = 30_000;

/**
 * A document's text as the documents' worker reads it: an answer other than 2xx fails with its status, and a download
 * that stalls (no answer, or no byte, for `stallMs`) is aborted and fails as a network failure, so a page says so with
 * its Retry instead of waiting for good; the next asking fetches again (openapi-host.ts keeps no failed reading).
 */
export const fetchDocumentText = async (fetch: typeof globalThis.fetch, url: string, stallMs = DOCUMENT_STALL_MS): Promise<string> => {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Armed now, and again with every byte that arrives.
  const moved = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), stallMs);
  };
  moved();
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: controller.signal });
    if (!response.ok) throw new HttpStatusError(response.status);
    if (!response.body) return await response.text();
    const reader = response.body.getReader();
    // A body stalled after the answer came: cancelled, its read ends, and the abort is what it says.
    controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    const decoder = new TextDecoder();
    const parts: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (controller.signal.aborted) throw new DOMException('the document stopped arriving', 'AbortError');
      if (done) break;
      moved();
      parts.push(decoder.decode(value, { stream: true }));
    }
    parts.push(decoder.decode());
    return parts.join('');
  } finally {
    clearTimeout(timer);
  }
};
