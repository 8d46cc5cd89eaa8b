import { describe, expect, it } from 'vitest';
import { fetchDocumentText } from '../../../../src/infrastructure/openapi/fetch-document-text';
import { HttpStatusError } from '../../../../src/infrastructure/openapi/openapi-host';

/*
 * The documents' worker reads a document with this: a slow download is waited for, a stalled one is given up (a page
 * then says so with its Retry instead of loading for good).
 */

const STALL_MS = 60;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body that sends each part after `gapMs`, and then, unless `stallAfter` says otherwise, ends. */
const body = (parts: readonly Uint8Array[], gapMs: number, stallAfter?: number) =>
  new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, part] of parts.entries()) {
        if (index === stallAfter) return;
        await pause(gapMs);
        controller.enqueue(part);
      }
      controller.close();
    },
  });

/** A fetch that answers the stream, and rejects as a browser does when its signal aborts. */
const answering =
  (stream: () => ReadableStream<Uint8Array> | undefined, status = 200): typeof fetch =>
  (_input, init) =>
    new Promise((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      const answer = stream();
      if (answer || status !== 200) resolve(new Response(answer ?? null, { status }));
    });

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('reading a document in the worker', () => {
  it('returns the whole text of a download that is slow but moving, a character split between parts whole', async () => {
    const bytes = utf8('openapi: 3.1.0\ntitle: 订单 API\n');
    const split = bytes.indexOf(0xe8) + 1;
    const parts = [bytes.slice(0, split), bytes.slice(split, split + 4), bytes.slice(split + 4)];
    // Each gap is under the stall limit, the whole well over it.
    const text = await fetchDocumentText(answering(() => body(parts, STALL_MS / 2)), 'https://docs.test/a.yaml', STALL_MS);
    expect(text).toBe('openapi: 3.1.0\ntitle: 订单 API\n');
  });

  it('fails with the status of an answer other than 2xx', async () => {
    await expect(fetchDocumentText(answering(() => undefined, 404), 'https://docs.test/missing.json', STALL_MS)).rejects.toEqual(new HttpStatusError(404));
  });

  it('gives up a download that stops sending, and a server that never answers', async () => {
    await expect(fetchDocumentText(answering(() => body([utf8('{"openapi":'), utf8('"3.1.0"}')], 1, 1)), 'https://docs.test/a.json', STALL_MS)).rejects.toMatchObject({ name: 'AbortError' });
    await expect(fetchDocumentText(answering(() => undefined), 'https://docs.test/a.json', STALL_MS)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
