import * as E from 'fp-ts/Either';
import type { HttpAnswer, HttpCallPort, SendFailure } from '../../application/ports/http-call.port';
import { contentTypeOf, encodeForm, isFilePart, type HttpCall } from '../../domain/http-call/http-call';

/** As long as the API test console waits for an answer. */
export const SEND_TIMEOUT_S = 30;

/** Headers a page may not set (the Fetch standard's forbidden request headers): the browser sends the call without them. */
const FORBIDDEN = /^(accept-charset|accept-encoding|access-control-request-headers|access-control-request-method|connection|content-length|cookie|cookie2|date|dnt|expect|host|keep-alive|origin|referer|set-cookie|te|trailer|transfer-encoding|upgrade|via|proxy-.*|sec-.*)$/i;

const bodyOf = (call: HttpCall, files: ReadonlyMap<string, Blob>): BodyInit | undefined => {
  const body = call.body;
  switch (body?.kind) {
    case undefined:
      return undefined;
    case 'text':
      return body.text;
    case 'form':
      return encodeForm(body.fields);
    case 'multipart': {
      const form = new FormData();
      for (const part of body.parts) {
        if (!isFilePart(part)) form.append(part.name, part.value);
        else {
          const file = files.get(part.name);
          if (file) form.append(part.name, file, part.fileName);
        }
      }
      return form;
    }
    case 'file':
      return files.get('') ?? new Blob([]);
  }
};

/**
 * Sends calls with the browser's fetch, straight to the API's server: no cookies of the portal's origin go with them
 * (credentials omitted), and a call gets SEND_TIMEOUT_S seconds to answer. Nothing of it is logged or stored.
 */
export const createFetchHttpCall = (fetchFn: typeof fetch = (input, init) => fetch(input, init)): HttpCallPort => ({
  send: async (call, files) => {
    const headers = new Headers();
    const unsent: string[] = [];
    for (const header of call.headers) {
      if (FORBIDDEN.test(header.name)) unsent.push(header.name);
      else headers.append(header.name, header.value);
    }
    // A multipart body's Content-Type is the browser's, with its boundary.
    const type = call.body ? contentTypeOf(call.body) : undefined;
    if (type && !headers.has('content-type')) headers.set('content-type', type);
    const started = performance.now();
    try {
      const response = await fetchFn(call.url, {
        method: call.method,
        headers,
        body: bodyOf(call, files) ?? null,
        credentials: 'omit',
        signal: AbortSignal.timeout(SEND_TIMEOUT_S * 1000),
      });
      const bytes = await response.arrayBuffer();
      const mediaType = response.headers.get('content-type') ?? '';
      const answer: HttpAnswer = {
        status: response.status,
        statusText: response.statusText,
        ms: performance.now() - started,
        bytes: bytes.byteLength,
        headers: [...response.headers].map(([name, value]) => ({ name, value })),
        mediaType,
        body: new Blob([bytes], { type: mediaType }),
        unsent: [...new Set(unsent)],
      };
      return E.right(answer);
    } catch (error) {
      const failure: SendFailure = error instanceof DOMException && error.name === 'TimeoutError' ? { kind: 'timeout', seconds: SEND_TIMEOUT_S } : { kind: 'network' };
      return E.left(failure);
    }
  },
});
