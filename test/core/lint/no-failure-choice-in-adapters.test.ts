import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceTexts } from './source-files';

/**
 * Issue #17 item 5: whether a failure is silent or a toast is its caller's word (a query's meta, or
 * `sayingOnFailure`), never a flag an adapter sets on its call.
 */
const INFRASTRUCTURE = join(__dirname, '../../../src/infrastructure');


/** `file:line` of each failure choice (`silent`, `toastOnlyDescribed`) written in an adapter. */
export const failureChoices = (files: readonly (readonly [path: string, text: string])[]): string[] =>
  files.flatMap(([path, text]) => text.split('\n').flatMap((line, index) => (/\b(silent|toastOnlyDescribed)\s*:/.test(line) ? [`${path}:${index + 1}`] : [])));

describe('adapters make no failure choice', () => {
  it('finds a planted choice, and leaves what a call is (user info, the probe, its timeout) alone', () => {
    expect(failureChoices([['gateways/x.ts', "const a = 1;\nclient.get(PATH, dto, { meta: { silent: true } })"]])).toEqual(['gateways/x.ts:2']);
    expect(failureChoices([['gateways/x.ts', 'const QUIET = { timeoutMs: 1, toastOnlyDescribed: true };']])).toEqual(['gateways/x.ts:1']);
    expect(failureChoices([['gateways/x.ts', "client.get(PATH, dto, { meta: { userInfo: true, probe: true, timeoutMs: 30_000 } })"]])).toEqual([]);
  });

  it('src/infrastructure has none', () => {
    const files = sourceTexts(INFRASTRUCTURE);
    expect(files.length).toBeGreaterThan(40);
    expect(failureChoices(files)).toEqual([]);
  });
});
