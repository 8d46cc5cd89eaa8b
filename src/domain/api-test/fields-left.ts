/** What the API test console's action bar counts: the required things Send would still refuse as blank. */
import * as E from 'fp-ts/Either';
import { parseJsonBody } from './json-body';
import { missingRequired, type TestParamTree } from './test-params';
import { validateSettings, type TestSettings } from './test-settings';

export type ParamsBeingEdited = { readonly mode: 'form'; readonly tree: TestParamTree } | { readonly mode: 'json'; readonly text: string };

const blankJson = (text: string): boolean => {
  const parsed = parseJsonBody(text);
  return E.isLeft(parsed) && parsed.left.kind === 'EmptyJson';
};

/**
 * The settings Send would mark (blank credentials, an algorithm not offered) plus the required parameters left blank
 * (form) or a blank body (JSON). The same rules as Send's check, counted as the user types.
 */
export const fieldsLeft = (settings: TestSettings, params: ParamsBeingEdited): number =>
  Object.keys(validateSettings(settings)).length + (params.mode === 'form' ? missingRequired(params.tree).length : blankJson(params.text) ? 1 : 0);
