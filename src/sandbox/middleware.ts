import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createSandboxHandlers, isSandboxPath } from './handlers.ts';
import { createSandboxStore, type SandboxStore } from './store.ts';

type Next = (error?: unknown) => void;

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
};

const toRequest = async (req: IncomingMessage, origin: string): Promise<Request> => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body });
};

/** Bodies worth compressing: a gateway in front of the backend gzips them, as `vite preview` does the bundle. */
const COMPRESS_FROM_BYTES = 1024;

const send = async (res: ServerResponse, response: Response, acceptsGzip: boolean): Promise<void> => {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  // getSetCookie keeps several cookies apart (a joined header would break them).
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  const textual = /json|text|javascript/.test(response.headers.get('content-type') ?? '');
  if (acceptsGzip && textual && body.length >= COMPRESS_FROM_BYTES && !response.headers.has('content-encoding')) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.removeHeader('Content-Length');
    res.end(gzipSync(body));
    return;
  }
  res.end(body);
};

/**
 * Connect-style middleware answering /lcp-rest and /__sandbox from the msw handlers over one in-memory store
 * (kept for the life of the server process, so it survives page reloads).
 */
export const createSandboxMiddleware = (store: SandboxStore = createSandboxStore()) => {
  const handlers = createSandboxHandlers(store);
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const pathname = new URL(req.url ?? '/', origin).pathname;
    if (!isSandboxPath(pathname)) {
      next();
      return;
    }
    void (async () => {
      const request = await toRequest(req, origin);
      const response = await getResponse(handlers, request, { baseUrl: origin });
      if (response) await send(res, response, /\bgzip\b/.test(req.headers['accept-encoding'] ?? ''));
      else next();
    })().catch(next);
  };
};
