/**
 * Request signing on the open platform gateway (shared/spec/signature.md): the string that is signed and the signed
 * URL. Pure: the digest itself is computed behind the application's Digest port.
 */

import { DEFAULT_GATEWAY_BASE_URL, type SignAlgorithm } from './sign-settings';

export interface SignAlgorithmOption {
  readonly value: SignAlgorithm;
  /** What the option shows (not translated: these are protocol names). */
  readonly label: string;
  /** The value of the `algorithm` query parameter the gateway reads. */
  readonly param: string;
}

/**
 * signature.md: "HMacSHA1 (shown as hmac-sha1)": the option reads hmac-sha1 and the gateway is sent HMacSHA1; every
 * other option is sent as it reads.
 */
export const SIGN_ALGORITHM_OPTIONS: readonly SignAlgorithmOption[] = [
  { value: 'md5-salt', label: 'md5-salt', param: 'md5-salt' },
  { value: 'sm3-salt', label: 'sm3-salt', param: 'sm3-salt' },
  { value: 'hmac-sha1', label: 'hmac-sha1', param: 'HMacSHA1' },
  { value: 'HMacSHA256', label: 'HMacSHA256', param: 'HMacSHA256' },
  { value: 'HMacSHA512', label: 'HMacSHA512', param: 'HMacSHA512' },
  { value: 'HMacMD5', label: 'HMacMD5', param: 'HMacMD5' },
];

/** The `algorithm` query value of an option. */
export const algorithmParam = (algorithm: SignAlgorithm): string =>
  SIGN_ALGORITHM_OPTIONS.find((option) => option.value === algorithm)?.param ?? algorithm;

/** The option an `algorithm` query value names (its param or its label, case-insensitively), if any. */
export const algorithmOfParam = (param: string): SignAlgorithm | undefined => {
  const wanted = param.toLowerCase();
  return SIGN_ALGORITHM_OPTIONS.find((o) => o.param.toLowerCase() === wanted || o.label.toLowerCase() === wanted)?.value;
};

/** Digests written as hex (lower case); the HMAC ones are standard Base64 with padding. */
export const isHexAlgorithm = (algorithm: SignAlgorithm): boolean => algorithm === 'md5-salt' || algorithm === 'sm3-salt';

export const SIGN_VERSION = '2.0';

export interface SignInput {
  /** Absent (or empty) for partner apps (business-unit type 4): signed as an empty value and never sent. */
  readonly accessToken?: string;
  readonly appKey: string;
  readonly appSecret: string;
  /** The API path, e.g. /ecap/v1/orders/create. */
  readonly method: string;
  /** The exact HTTP body. */
  readonly paramJson: string;
  /** yyyy-MM-dd HH:mm:ss in GMT+8, as sent (URL-decoded). */
  readonly timestamp: string;
  readonly version: typeof SIGN_VERSION;
  readonly algorithm: SignAlgorithm;
  /** The business domain (LOP-DN query parameter), when there is one. */
  readonly lopDn?: string;
  /** Defaults to DEFAULT_GATEWAY_BASE_URL. */
  readonly baseUrl?: string;
}

export type SignParamKey = 'access_token' | 'app_key' | 'method' | 'param_json' | 'timestamp' | 'v';

export interface SignParam {
  readonly key: SignParamKey;
  readonly value: string;
}

export const isPartner = (input: Pick<SignInput, 'accessToken'>): boolean => !input.accessToken;

/** Step 1: the six parameters as collected, in the order of the tool's fields (v, fixed, last). */
export const collectParameters = (input: SignInput): readonly SignParam[] => [
  { key: 'access_token', value: input.accessToken ?? '' },
  { key: 'app_key', value: input.appKey },
  { key: 'method', value: input.method },
  { key: 'timestamp', value: input.timestamp },
  { key: 'param_json', value: input.paramJson },
  { key: 'v', value: input.version },
];

const byCodeUnits = (a: SignParam, b: SignParam): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Steps 1–2: the six parameters sorted by key (access_token, app_key, method, param_json, timestamp, v). */
export const signParameters = (input: SignInput): readonly SignParam[] => [...collectParameters(input)].sort(byCodeUnits);

/** Step 3: app_secret + key1value1 … key6value6 + app_secret (a partner's access_token label stays, empty). */
export const stringToSign = (input: SignInput): string =>
  input.appSecret + signParameters(input).map(({ key, value }) => key + value).join('') + input.appSecret;

export const MASK_CHAR = '•';

/** The content for display: every occurrence of the secret becomes as many bullets as it has characters (code points). */
export const maskSecret = (content: string, secret: string): string =>
  secret === '' ? content : content.split(secret).join(MASK_CHAR.repeat(Array.from(secret).length));

/** What the signed call's address is made of: everything of the signature's input but the secret and the body. */
export type SignedCallAddress = Pick<SignInput, 'accessToken' | 'appKey' | 'method' | 'timestamp' | 'version' | 'algorithm' | 'lopDn' | 'baseUrl'>;

/**
 * The query of the signed call, in the spec's order: LOP-DN (when there is one), app_key, access_token (left out for
 * partner apps), timestamp, v, sign, algorithm (always sent).
 */
export const signedQuery = (input: SignedCallAddress, sign: string): readonly (readonly [string, string])[] => [
  ...(input.lopDn ? ([['LOP-DN', input.lopDn]] as const) : []),
  ['app_key', input.appKey],
  ...(isPartner(input) ? [] : ([['access_token', input.accessToken ?? '']] as const)),
  ['timestamp', input.timestamp],
  ['v', input.version],
  ['sign', sign],
  ['algorithm', algorithmParam(input.algorithm)],
];

/** The base URL (DEFAULT_GATEWAY_BASE_URL when none) and the method, with one slash between them. */
export const gatewayAddress = (input: Pick<SignInput, 'baseUrl' | 'method'>): string => {
  const base = (input.baseUrl || DEFAULT_GATEWAY_BASE_URL).replace(/\/+$/, '');
  const path = input.method.startsWith('/') ? input.method : `/${input.method}`;
  return `${base}${path}`;
};

/**
 * Step 5: base URL + method + the signed query, form-encoded (URLSearchParams: a space becomes '+', ':' %3A, and a
 * Base64 sign's + / = become %2B %2F %3D).
 */
export const signedUrl = (input: SignedCallAddress, sign: string): string =>
  `${gatewayAddress(input)}?${new URLSearchParams(signedQuery(input, sign).map(([key, value]) => [key, value])).toString()}`;
