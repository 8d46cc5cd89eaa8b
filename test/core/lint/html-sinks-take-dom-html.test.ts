import { describe } from 'vitest';
import rule from '../../../eslint-rules/html-sinks-take-dom-html.js';
import { fixtureFile as filename, typedRuleTester } from './typed-rule-tester';

const tester = typedRuleTester();

const module = (body: string) => `
import type { SafeHtml } from '../../../src/domain/doc/safe-html';
import type { DomHtml } from '../../../src/domain/doc/safe-html';
declare const safe: DomHtml;
declare const maybe: DomHtml | undefined;
declare const unsigned: SafeHtml;
declare const text: string;
declare const element: HTMLElement;
export const View = () => {
  ${body}
  return null;
};
`;

const valid = (body: string) => ({ code: module(body), filename });
const invalid = (body: string, count = 1) => ({ code: module(body), filename, errors: Array.from({ length: count }, () => ({ messageId: 'notSafe' as const })) });

describe('html-sinks-take-dom-html', () => {
  tester.run('html-sinks-take-dom-html', rule, {
    valid: [
      valid(`const view = <div dangerouslySetInnerHTML={{ __html: safe }} />;`),
      valid(`const view = <div dangerouslySetInnerHTML={maybe ? { __html: maybe } : undefined} />;`),
      valid(`const props = { __html: safe }; const view = <div dangerouslySetInnerHTML={props} />;`),
      valid(`element.innerHTML = safe;`),
      valid(`element.insertAdjacentHTML('beforeend', safe);`),
      valid(`element.textContent = text;`),
    ],
    invalid: [
      invalid(`const view = <div dangerouslySetInnerHTML={{ __html: text }} />;`),
      invalid(`const view = <div dangerouslySetInnerHTML={{ __html: '<b>' + safe }} />;`),
      invalid(`const view = <div dangerouslySetInnerHTML={maybe ? { __html: text } : undefined} />;`),
      invalid(`const props = { __html: text }; const view = <div dangerouslySetInnerHTML={props} />;`),
      invalid(`element.innerHTML = text;`),
      invalid(`element.outerHTML = \`<i>\${safe}</i>\`;`),
      invalid(`element['innerHTML'] = text;`),
      invalid(`element.insertAdjacentHTML('beforeend', text);`),
      invalid(`document.write(text, safe);`),
      // Sanitized but not signed: the browser's Trusted Types would refuse it.
      invalid(`const view = <div dangerouslySetInnerHTML={{ __html: unsigned }} />;`),
      invalid(`element.innerHTML = unsigned;`),
    ],
  });
});
