import { HttpResponse } from 'msw';
import type { Envelope } from '../infrastructure/dto/envelope.dto.ts';

export const SUCCESS_CODE = 20000;
export const NOT_LOGIN_CODE = 999999;

/** Business failure codes the sandbox answers with (HTTP-like numbers in the envelope's code). */
export const BAD_REQUEST_CODE = 400;
export const FORBIDDEN_CODE = 403;
export const NOT_FOUND_CODE = 404;

/** A success envelope around `data`. */
export const ok = (data: unknown, init?: ResponseInit): Response =>
  HttpResponse.json({ code: SUCCESS_CODE, message: 'success', data } satisfies Envelope<unknown>, init);

/** The backend's answer when the token cookie is missing or unknown. */
export const notLogin = (): Response =>
  HttpResponse.json({ code: NOT_LOGIN_CODE, error: 'NotLogin', message: null, data: null } satisfies Envelope<null>);

/** A business failure with the server's message (the portal shows it in a toast). */
export const failure = (code: number, message: string): Response =>
  HttpResponse.json({ code, message, error: null, data: null } satisfies Envelope<null>);
