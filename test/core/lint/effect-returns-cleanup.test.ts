import { describe } from 'vitest';
import rule from '../../../eslint-rules/effect-returns-cleanup.js';
import { fixtureFile as filename, typedRuleTester } from './typed-rule-tester';

const tester = typedRuleTester();

const component = (body: string) => `
import { useEffect, useLayoutEffect, useInsertionEffect, useRef } from 'react';
import * as React from 'react';
export const View = ({ run, subscribe }: { run: () => void; subscribe: (listener: () => void) => () => void }) => {
  const section = useRef<HTMLDivElement>(null);
  ${body}
  return null;
};
`;

const valid = (body: string) => ({ code: component(body), filename });
const invalid = (body: string, messageId: 'returnsValue' | 'callbackReturnsValue' = 'returnsValue') => ({
  code: component(body),
  filename,
  errors: [{ messageId }],
});

describe('effect-returns-cleanup', () => {
  tester.run('effect-returns-cleanup', rule, {
    valid: [
      valid(`useEffect(() => { section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }); }, []);`),
      valid(`useEffect(() => () => clearTimeout(1), []);`),
      valid(`useEffect(() => subscribe(() => undefined), [subscribe]);`),
      valid(`useEffect(() => { if (!run) return; const stop = subscribe(run); return stop; }, [run]);`),
      valid(`useLayoutEffect(() => { return () => { run(); }; }, [run]);`),
      valid(`useEffect(() => void Promise.resolve(1), []);`),
      valid(`useEffect(() => { const inner = () => 42; inner(); }, []);`),
      valid(`React.useEffect(() => { run(); }, [run]);`),
      valid(`useInsertionEffect(() => undefined, []);`),
    ],
    invalid: [
      // Issue #16 defect 1, as it was in test-result.view.tsx: scrollIntoView answers a Promise in current Chromium.
      invalid(`useEffect(() => section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), []);`),
      invalid(`useEffect(() => section.current?.querySelector('input')?.focus(), []);`),
      invalid(`useLayoutEffect(() => run(), [run]);`),
      invalid(`useInsertionEffect(() => 42, []);`),
      invalid(`React.useEffect(() => { return Promise.resolve(); }, []);`),
      invalid(`useEffect(async () => { await Promise.resolve(); }, []);`),
      invalid(`useLayoutEffect(run, [run]);`, 'callbackReturnsValue'),
    ],
  });
});
