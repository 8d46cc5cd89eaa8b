import * as E from 'fp-ts/Either';
import type { HttpAnswer, HttpCallPort, SendFailure } from '../../application/ports/http-call.port';
import { originsOfProxyList, PROXY_ANSWER_HEADERS, proxiedUrl, SEND_TIMEOUT_S, TRY_IT_COOKIE_HEADER, TRY_IT_PROXY_HEADER, TRY_IT_PROXY_ROOT } from '../../domain/http-call/try-it-proxy';
// Types only: a module of the domain imported here would be a chunk of its own, shared with the page's Try it, and a
// chunk more costs the first view an entry in the entry's list of chunks (docs/performance.md).
import type { HttpCall } from '../../domain/http-call/http-call';

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
      return new URLSearchParams(body.fields.map((field) => [field.name, field.value]));
    case 'multipart': {
      const form = new FormData();
      for (const part of body.parts) {
        if ('value' in part) form.append(part.name, part.value);
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

/** A header the proxy adds to every answer, with the value it adds. */
const addedByProxy = (name: string, value: string) => PROXY_ANSWER_HEADERS.some(([added, addedValue]) => added === name && addedValue === value);

/**
 * Sends calls with the browser's fetch, straight to the API's server or through the deployment's proxy for Try it (its
 * list read once, kept with this adapter): no cookies of the portal's origin go with them (credentials omitted), and a
 * call gets SEND_TIMEOUT_S seconds to answer. Nothing of it is logged or stored.
 */
export const createFetchHttpCall = (fetchFn: typeof fetch = (input, init) => fetch(input, init)): HttpCallPort => {
  let proxyList: Promise<readonly string[]> | undefined;
  const readProxyList = async (): Promise<readonly string[]> => {
    try {
      const response = await fetchFn(TRY_IT_PROXY_ROOT, { credentials: 'omit', signal: AbortSignal.timeout(SEND_TIMEOUT_S * 1000) });
      return response.ok ? originsOfProxyList(await response.text()) : [];
    } catch {
      proxyList = undefined;
      return [];
    }
  };
  return {
    proxiedOrigins: () => (proxyList ??= readProxyList()),
    send: async (call, files, options = {}) => {
      const viaProxy = options.viaProxy === true;
      const headers = new Headers();
      const unsent: string[] = [];
      const cookies: string[] = [];
      for (const header of call.headers) {
        // Through the proxy, the call's cookies travel in a header of its own, which it sends on as Cookie.
        if (viaProxy && header.name.toLowerCase() === 'cookie') cookies.push(header.value);
        else if (FORBIDDEN.test(header.name)) unsent.push(header.name);
        else headers.append(header.name, header.value);
      }
      if (viaProxy) {
        headers.set(TRY_IT_PROXY_HEADER, '1');
        if (cookies.length) headers.set(TRY_IT_COOKIE_HEADER, cookies.join('; '));
      }
      // A text or file body's Content-Type is its media type; a form's (urlencoded, multipart with its boundary) the
      // browser writes from the body itself.
      if ((call.body?.kind === 'text' || call.body?.kind === 'file') && !headers.has('content-type')) headers.set('content-type', call.body.mediaType);
      const started = performance.now();
      try {
        const response = await fetchFn(viaProxy ? proxiedUrl(call.url) : call.url, {
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
          headers: [...response.headers].filter(([name, value]) => !(viaProxy && addedByProxy(name, value))).map(([name, value]) => ({ name, value })),
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
  };
};
