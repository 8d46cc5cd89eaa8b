import { checkExactBody } from './body-json';
import { gatewayAddress, signedQuery, SIGN_VERSION, type SignedCallAddress } from './signature';
import type { SignAlgorithm } from './sign-settings';

/**
 * The signed call of an API before the reader's app is known (the samples beside an API's reference): the same address
 * and query as `signedUrl`, with what only the reader has (app key, access token, timestamp, sign) as placeholders
 * that read as such, written as they are rather than percent-encoded.
 */
export const SIGNED_CALL_PLACEHOLDERS = {
  appKey: '<YOUR_APP_KEY>',
  accessToken: '<YOUR_ACCESS_TOKEN>',
  timestamp: '<TIMESTAMP>',
  sign: '<SIGN>',
} as const;

const PLACEHOLDER_VALUES: ReadonlySet<string> = new Set(Object.values(SIGNED_CALL_PLACEHOLDERS));

export interface SignedCallTemplateInput {
  /** The API's method path, e.g. /ecap/v1/orders/create. */
  readonly method: string;
  /** The gateway's address (an environment of the API's document); it may end with the method path. */
  readonly address: string;
  readonly lopDn?: string | undefined;
  /** A partner unit's app (bizUnitType 4) sends no access_token. */
  readonly partner: boolean;
  readonly algorithm: SignAlgorithm;
}

/** An API document's address is the gateway's base URL followed by the method: the base URL alone. */
export const gatewayBaseOf = (address: string, method: string): string => {
  const trimmed = address.replace(/\/+$/, '');
  const path = `/${method.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return path !== '/' && trimmed.endsWith(path) ? trimmed.slice(0, -path.length) : trimmed;
};

const formEncoded = (key: string, value: string): string => new URLSearchParams([[key, value]]).toString();

/** The signed call's URL with the reader's values as SIGNED_CALL_PLACEHOLDERS; the API's own values form-encoded. */
export const signedUrlTemplate = (input: SignedCallTemplateInput): string => {
  const address: SignedCallAddress = {
    method: input.method,
    baseUrl: gatewayBaseOf(input.address, input.method),
    appKey: SIGNED_CALL_PLACEHOLDERS.appKey,
    ...(input.partner ? {} : { accessToken: SIGNED_CALL_PLACEHOLDERS.accessToken }),
    timestamp: SIGNED_CALL_PLACEHOLDERS.timestamp,
    version: SIGN_VERSION,
    algorithm: input.algorithm,
    ...(input.lopDn ? { lopDn: input.lopDn } : {}),
  };
  const query = signedQuery(address, SIGNED_CALL_PLACEHOLDERS.sign).map(([key, value]) =>
    PLACEHOLDER_VALUES.has(value) ? `${formEncoded(key, '')}${value}` : formEncoded(key, value),
  );
  return `${gatewayAddress(address)}?${query.join('&')}`;
};

/**
 * The body a sample sends for a documented request example: param_json is signed byte for byte, so a JSON example
 * laid out for reading is sent without the whitespace between its tokens (as the signature tool asks); anything
 * else goes as it is.
 */
export const signedCallBody = (example: string): string => {
  const check = checkExactBody(example);
  return check.kind === 'whitespaceOutsideStrings' ? check.compacted : example;
};
