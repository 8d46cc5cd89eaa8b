/**
 * What a developer tool keeps in the tab's session storage so that a reload keeps it: choices and identifiers only.
 * Secrets (app secret, access token, and the signature tool's URL, which carries the token) are never stored; nor are
 * request bodies and parameters, which may carry customers' data (docs/tools.md "What the tools keep").
 */
import { APP_SOURCES, APP_TYPES, TEST_ENVIRONMENTS } from '../api-test/test-settings';
import { SIGN_ALGORITHMS } from '../signature/sign-settings';
import { TOKEN_ENVIRONMENTS } from '../token/token-info';

export type DraftTool = 'apiTest' | 'sign' | 'tokenQuery';
export type StoredDraft = Readonly<Record<string, string | boolean>>;

type FieldRule = (value: unknown) => boolean;
const oneOf =
  (options: readonly string[]): FieldRule =>
  (value) =>
    typeof value === 'string' && options.includes(value);
const text: FieldRule = (value) => typeof value === 'string' && value.length <= 500;
const flag: FieldRule = (value) => typeof value === 'boolean';

const STORED_FIELDS: Readonly<Record<DraftTool, Readonly<Record<string, FieldRule>>>> = {
  apiTest: {
    environment: oneOf(TEST_ENVIRONMENTS),
    appSource: oneOf(APP_SOURCES),
    appType: oneOf(APP_TYPES),
    algorithm: oneOf(SIGN_ALGORITHMS),
    appKey: text,
  },
  sign: {
    mode: oneOf(['fields', 'url']),
    partner: flag,
    algorithm: oneOf(SIGN_ALGORITHMS),
    appKey: text,
    method: text,
    timestamp: text,
    lopDn: text,
    baseUrl: text,
  },
  tokenQuery: { environment: oneOf(['', ...TOKEN_ENVIRONMENTS]) },
};

/** The storable part of a tool's fields: the listed fields with a valid value; anything else (secrets first) is left out. */
export const storedDraftOf = (tool: DraftTool, fields: unknown): StoredDraft => {
  if (typeof fields !== 'object' || fields === null) return {};
  const values = fields as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    Object.entries(STORED_FIELDS[tool]).flatMap(([key, valid]) => {
      const value = values[key];
      return valid(value) ? [[key, value as string | boolean]] : [];
    }),
  );
};
