import type { Either } from 'fp-ts/Either';
import type { HttpCall, HttpHeader } from '../../domain/http-call/http-call';

/** What an API answered to a call sent from the page (Try it). */
export interface HttpAnswer {
  readonly status: number;
  readonly statusText: string;
  /** From sending to the whole body received. */
  readonly ms: number;
  /** The body's size as received. */
  readonly bytes: number;
  /** The headers the browser lets the page read (of another origin's answer, only those its CORS exposes). */
  readonly headers: readonly HttpHeader[];
  /** Its Content-Type, '' when it names none. */
  readonly mediaType: string;
  readonly body: Blob;
  /** Headers of the call the browser does not let a page send (Cookie, …): the call went without them. */
  readonly unsent: readonly string[];
}

/**
 * Why no answer came: the network or the server's CORS refused the call (a browser does not say which), or none came
 * in time.
 */
export type SendFailure = { readonly kind: 'network' } | { readonly kind: 'timeout'; readonly seconds: number };

export interface SendOptions {
  /** Through the deployment's proxy for Try it (only to an origin its list names), not straight to the server. */
  readonly viaProxy?: boolean;
}

/** Sends a call from the page, as it is, with the files the reader chose for it (by field; a file body under ''). */
export interface HttpCallPort {
  readonly send: (call: HttpCall, files: ReadonlyMap<string, Blob>, options?: SendOptions) => Promise<Either<SendFailure, HttpAnswer>>;
  /**
   * The origins the deployment's proxy for Try it forwards to; none where the deployment has no proxy (or its list
   * could not be read: asked again next time).
   */
  readonly proxiedOrigins: () => Promise<readonly string[]>;
}
