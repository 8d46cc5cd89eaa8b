/**
 * The signature tool's form rules (spec §5, issue 5): two modes, the required fields of each, no spaces, the exact
 * timestamp format, the exact JSON body, and a non-blocking warning when the timestamp is more than 6 minutes away.
 * Errors are codes, not text: the view translates them and names the field.
 */
import * as E from 'fp-ts/Either';
import { checkExactBody } from './body-json';
import { parseSignUrl, type ParsedSignUrl, type ParseSignUrlError, type UrlSignParam } from './parse-sign-url';
import { SIGN_VERSION, type SignInput } from './signature';
import type { SignAlgorithm } from './sign-settings';
import { isStale, isTimestampFormat } from './timestamp';

export type SignFormMode = 'fields' | 'url';

export interface SignFormValues {
  readonly mode: SignFormMode;
  /** A partner app (business-unit type 4) has no access_token. */
  readonly partner: boolean;
  readonly algorithm: SignAlgorithm;
  readonly appSecret: string;
  /** Fields mode. */
  readonly accessToken: string;
  readonly appKey: string;
  readonly method: string;
  readonly timestamp: string;
  readonly paramJson: string;
  /** Fields mode, optional: the LOP-DN parameter and the gateway base URL of the final URL. */
  readonly lopDn?: string;
  readonly baseUrl?: string;
  /** URL mode. */
  readonly url: string;
  readonly requestBody: string;
}

export type SignFormField = 'accessToken' | 'appKey' | 'appSecret' | 'method' | 'timestamp' | 'paramJson' | 'url' | 'requestBody';
export type BodyField = 'paramJson' | 'requestBody';

export type SignFieldError =
  | 'required'
  | 'noSpaces'
  | 'timestampFormat'
  /** The view says 'JSON analyzing failed'. */
  | 'invalidJson'
  /** Offer `compacted[field]` instead. */
  | 'whitespaceOutsideJsonStrings'
  | 'invalidUrl'
  /** The URL lacks a parameter the signature needs (the first missing one, in URL_SIGN_PARAMS order). */
  | `missingInUrl:${UrlSignParam}`
  /** The URL's v is not 2.0, the only protocol version offered. */
  | 'unsupportedVersion';

export type SignFieldWarning = 'clockSkew';

export type SignFormErrors = Partial<Record<SignFormField, SignFieldError>>;

export interface SignFormCheck {
  readonly errors: SignFormErrors;
  /** Non-blocking. */
  readonly warnings: Partial<Record<SignFormField, SignFieldWarning>>;
  /** The compacted text offered for a body refused for whitespace outside JSON strings. */
  readonly compacted: Partial<Record<BodyField, string>>;
}

const isBlank = (text: string): boolean => text.trim() === '';
const hasSpace = (text: string): boolean => /\s/.test(text);

/** required, then no spaces. */
const checkPlain = (text: string): SignFieldError | undefined => (isBlank(text) ? 'required' : hasSpace(text) ? 'noSpaces' : undefined);

const checkTimestamp = (text: string): SignFieldError | undefined =>
  isBlank(text) ? 'required' : isTimestampFormat(text) ? undefined : 'timestampFormat';

interface Collected {
  errors: SignFormErrors;
  warnings: Partial<Record<SignFormField, SignFieldWarning>>;
  compacted: Partial<Record<BodyField, string>>;
}

const checkBody = (into: Collected, field: BodyField, text: string): void => {
  if (isBlank(text)) {
    into.errors[field] = 'required';
    return;
  }
  const body = checkExactBody(text);
  if (body.kind === 'invalidJson') into.errors[field] = 'invalidJson';
  if (body.kind === 'whitespaceOutsideStrings') {
    into.errors[field] = 'whitespaceOutsideJsonStrings';
    into.compacted[field] = body.compacted;
  }
};

const set = (into: Collected, field: SignFormField, error: SignFieldError | undefined): void => {
  if (error) into.errors[field] = error;
};

const checkUrl = (parsed: ParsedSignUrl, partner: boolean): SignFieldError | undefined => {
  const missing = parsed.missing.find((param) => !(partner && param === 'access_token'));
  if (missing) return `missingInUrl:${missing}`;
  if (hasSpace(parsed.appKey ?? '') || (!partner && hasSpace(parsed.accessToken ?? '')) || hasSpace(parsed.method)) return 'noSpaces';
  if (!isTimestampFormat(parsed.timestamp ?? '')) return 'timestampFormat';
  if (parsed.version !== SIGN_VERSION) return 'unsupportedVersion';
  return undefined;
};

export const validateSignForm = (values: SignFormValues, now: Date): SignFormCheck => {
  const into: Collected = { errors: {}, warnings: {}, compacted: {} };
  set(into, 'appSecret', checkPlain(values.appSecret));
  if (values.mode === 'fields') {
    if (!values.partner) set(into, 'accessToken', checkPlain(values.accessToken));
    else if (hasSpace(values.accessToken)) set(into, 'accessToken', 'noSpaces');
    set(into, 'appKey', checkPlain(values.appKey));
    set(into, 'method', checkPlain(values.method));
    set(into, 'timestamp', checkTimestamp(values.timestamp));
    if (!into.errors.timestamp && isStale(values.timestamp, now)) into.warnings.timestamp = 'clockSkew';
    checkBody(into, 'paramJson', values.paramJson);
  } else {
    const plain = checkPlain(values.url);
    if (plain) set(into, 'url', plain);
    else {
      const parsed = parseSignUrl(values.url);
      if (E.isLeft(parsed)) set(into, 'url', 'invalidUrl');
      else {
        set(into, 'url', checkUrl(parsed.right, values.partner));
        if (!into.errors.url && isStale(parsed.right.timestamp ?? '', now)) into.warnings.url = 'clockSkew';
      }
    }
    checkBody(into, 'requestBody', values.requestBody);
  }
  return into;
};

export const hasErrors = (check: SignFormCheck): boolean => Object.keys(check.errors).length > 0;

/**
 * The values to sign, from a form that passed validateSignForm. URL mode takes base URL, method, LOP-DN, app_key,
 * access_token and timestamp from the URL and the body from requestBody; the algorithm is always the form's choice.
 * A partner app signs and sends no access_token, even one typed or present in the URL.
 */
export const signInputOf = (values: SignFormValues): E.Either<ParseSignUrlError, SignInput> => {
  const common = { appSecret: values.appSecret, algorithm: values.algorithm, version: SIGN_VERSION } as const;
  if (values.mode === 'fields') {
    return E.right({
      ...common,
      ...(values.partner ? {} : { accessToken: values.accessToken }),
      appKey: values.appKey,
      method: values.method,
      timestamp: values.timestamp,
      paramJson: values.paramJson,
      ...(values.lopDn ? { lopDn: values.lopDn } : {}),
      ...(values.baseUrl ? { baseUrl: values.baseUrl } : {}),
    });
  }
  return E.map((parsed: ParsedSignUrl): SignInput => ({
    ...common,
    ...(values.partner || !parsed.accessToken ? {} : { accessToken: parsed.accessToken }),
    appKey: parsed.appKey ?? '',
    method: parsed.method,
    timestamp: parsed.timestamp ?? '',
    paramJson: values.requestBody,
    baseUrl: parsed.baseUrl,
    ...(parsed.lopDn ? { lopDn: parsed.lopDn } : {}),
  }))(parseSignUrl(values.url));
};
