import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { z } from 'zod/mini';
import { DEFAULT_TIMEOUT_MS, type AppError, type CallMeta } from '../../application/errors/app-error';
import type { CookieJar } from '../../application/ports/storage.port';
import type { AccountType, Locale } from '../../domain/deployment/deployment';
import { lcpRestHeaders, lcpRestUrl, type QueryParams } from './lcp-rest.request';
import { readLcpRestResponse } from './lcp-rest.response';

export const DEFAULT_LCP_REST_BASE_URL = '/lcp-rest';

export interface LcpRestClientDeps {
  /** Default '/lcp-rest'; tests pass an absolute one. */
  readonly baseUrl?: string;
  readonly accountType: AccountType;
  readonly cookies: CookieJar;
  readonly locale: () => Locale;
  /** Where the portal has sites (the customer portal): the one the reader is on, sent as a header. */
  readonly site?: () => string;
  /** Told of every failed call exactly once, before the failure is returned (the failure policy runs there). */
  readonly onFailure: (error: AppError, meta: CallMeta) => void;
  readonly fetch?: typeof fetch;
}

export interface LcpRestRequestOptions {
  readonly query?: QueryParams;
  /** JSON-encoded, except FormData, which is sent as multipart. */
  readonly body?: unknown;
  readonly meta?: CallMeta;
}

export interface LcpRestClient {
  get<S extends z.ZodMiniType>(path: string, schema: S, options?: LcpRestRequestOptions): TE.TaskEither<AppError, z.output<S>>;
  post<S extends z.ZodMiniType>(path: string, schema: S, options?: LcpRestRequestOptions): TE.TaskEither<AppError, z.output<S>>;
}

interface RawAnswer {
  readonly status: number;
  readonly text: string;
}

type Method = 'GET' | 'POST';

export const createLcpRestClient = (deps: LcpRestClientDeps): LcpRestClient => {
  const baseUrl = deps.baseUrl ?? DEFAULT_LCP_REST_BASE_URL;
  // Looked up per call, so a fetch patched after creation (msw in tests) is the one used.
  const fetchFn: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const exchange =
    (url: string, init: RequestInit, timeoutMs: number): TE.TaskEither<AppError, RawAnswer> =>
    async () => {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      try {
        const response = await fetchFn(url, { ...init, signal: controller.signal });
        const text = await response.text();
        return E.right({ status: response.status, text });
      } catch {
        return E.left(timedOut ? { kind: 'Timeout' } : { kind: 'Network' });
      } finally {
        clearTimeout(timer);
      }
    };

  const request = <S extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: S,
    options: LcpRestRequestOptions = {},
  ): TE.TaskEither<AppError, z.output<S>> => {
    const meta = options.meta ?? {};
    const multipart = options.body instanceof FormData;
    const jsonBody = options.body !== undefined && !multipart;
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: lcpRestHeaders(deps, jsonBody),
      body: multipart ? options.body : jsonBody ? JSON.stringify(options.body) : undefined,
    };
    return pipe(
      exchange(lcpRestUrl(baseUrl, path, options.query), init, meta.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      TE.flatMapEither((answer) => readLcpRestResponse(answer, schema, path)),
      TE.tapError((error) => TE.fromIO(() => deps.onFailure(error, meta))),
    );
  };

  return {
    get: (path, schema, options) => request('GET', path, schema, options),
    post: (path, schema, options) => request('POST', path, schema, options),
  };
};
