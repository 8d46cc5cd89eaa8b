/**
 * The API test console's JSON mode: the text is the param_json the gateway receives. Gateway calls take the
 * arguments as an array (`[{...}]`, what POST /apiTest/getFormatDataForGateway produces); direct (non-gateway) calls
 * take the object itself (POST /apiTest/getFormatData).
 */
import * as E from 'fp-ts/Either';
import { fromJsonValue, toJsonValue, type FromJsonResult, type TestParamTree } from './test-params';

/** 'empty': 'Mandatory and not be blank'; 'invalidJson': 'JSON analyzing failed'. */
export type JsonBodyError = { readonly kind: 'EmptyJson' } | { readonly kind: 'InvalidJson' };

export const parseJsonBody = (text: string): E.Either<JsonBodyError, unknown> => {
  if (text.trim() === '') return E.left({ kind: 'EmptyJson' });
  try {
    return E.right(JSON.parse(text) as unknown);
  } catch {
    return E.left({ kind: 'InvalidJson' });
  }
};

/** The form as JSON-mode text (switching form → JSON). */
export const jsonTextOf = (tree: TestParamTree, gateway: boolean): string => {
  const value = toJsonValue(tree);
  return JSON.stringify(gateway ? [value] : value, null, 2);
};

/**
 * The form filled from JSON-mode text (switching JSON → form keeps what was typed). A gateway body's one-element
 * array is unwrapped; a bare object is read as well.
 */
export const treeOfJsonText = (tree: TestParamTree, text: string, gateway: boolean): E.Either<JsonBodyError, FromJsonResult> =>
  E.map((value: unknown) => {
    const unwrapped = gateway && Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
    return fromJsonValue(tree, unwrapped);
  })(parseJsonBody(text));
