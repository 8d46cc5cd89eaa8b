import type { DocumentProblem } from '../../domain/doc/document-problem';

/** Every way a backend call can fail, as plain data (never thrown). */
export type AppError =
  /** Code 999999 (or 401 on external user-info) with error NotLogin. */
  | { readonly kind: 'NotLogin'; readonly code: number; readonly message?: string }
  /** Any other non-success code of the envelope. */
  | { readonly kind: 'Business'; readonly code: number; readonly message?: string; readonly zhDesc?: string }
  /** A non-2xx HTTP status without a readable envelope. */
  | { readonly kind: 'Http'; readonly status: number }
  | { readonly kind: 'Timeout' }
  | { readonly kind: 'Network' }
  /** The payload did not match its contract (zod DTO). */
  | { readonly kind: 'Contract'; readonly endpoint: string; readonly issues: string }
  /** A documentation file (OpenAPI) that is not valid: the file, the JSON pointer of the place, and what is wrong there. */
  | { readonly kind: 'InvalidDocument'; readonly file: string; readonly pointer: string; readonly problem: DocumentProblem };

export type AppErrorKind = AppError['kind'];

/**
 * What the caller of a read or write says about its failure: a query's or mutation's `meta.failure` (docs/failures.md);
 * for a call made outside react-query, `sayingOnFailure` (notifications/caller-says.ts).
 */
export interface CallerFailureMeta {
  /** Failures of a silent call show nothing globally (search, save, history). */
  readonly silent?: boolean;
  /** Only a business failure that carries a zh_desc is said (a toast of it); every other failure stays in place. */
  readonly toastOnlyDescribed?: boolean;
}

/** What a call is, as its adapter knows it; with what its caller says (CallerFailureMeta) it decides its failure's effect. */
export interface CallMeta {
  /** The user-info call: NotLogin here starts the login flow instead of the prompt. */
  readonly userInfo?: boolean;
  /**
   * The start-up user-info probe: a visitor is simply not signed in, and nothing is said. Known before the call, since
   * the session effects (login, the prompt) run at once, before any caller could say otherwise.
   */
  readonly probe?: boolean;
  /** Milliseconds before the call times out (default 10 000). */
  readonly timeoutMs?: number;
}

export const SUCCESS_CODE = 20000;
export const NOT_LOGIN_CODE = 999999;
export const EXTERNAL_NOT_LOGIN_CODE = 401;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const GATEWAY_TEST_TIMEOUT_MS = 30_000;
export const ERROR_TOAST_MS = 5_000;
