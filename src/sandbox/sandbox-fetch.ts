import { getResponse } from 'msw';
import { createSandboxHandlers } from './handlers.ts';
import { createSandboxStore, type SandboxStore } from './store.ts';

/** The made-up origin the in-process sandbox answers on (a .invalid name can never be a real host). */
export const SANDBOX_ORIGIN = 'http://sandbox.invalid';

/**
 * The sandbox answering in this process, as a `fetch` (the publish step's embedded backend, and its tests): the same
 * handlers `npm start` serves over HTTP, without a server.
 */
export const createSandboxFetch = (store: SandboxStore = createSandboxStore()): { baseUrl: string; fetch: typeof fetch } => {
  const handlers = createSandboxHandlers(store);
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    (await getResponse(handlers, new Request(input, init), { baseUrl: SANDBOX_ORIGIN })) ??
    new Response(JSON.stringify({ code: 404, message: 'not a sandbox path' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
  return { baseUrl: `${SANDBOX_ORIGIN}/lcp-rest`, fetch: answer };
};
