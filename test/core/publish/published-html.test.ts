import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { publish, type PublishSummary } from '../../../src/publish/publish';
import { createSandboxFetch } from '../../../src/sandbox/sandbox-fetch';
import { XSS_PAYLOADS } from '../../ui/support/xss-payloads';

/*
 * What a published page is made of, whatever the backend says: valid HTML, and nothing executable when every text of
 * every document carries a known XSS payload (names, descriptions, parameters, examples, error codes, guides).
 */

const HOST = 'portal.test';
let outDir = '';
let hostile = '';
let summary: PublishSummary;

const htmlFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name === 'index.html' ? [path] : [];
  });

/** Every string of every answer's data gets one of the payloads appended (in turn), as a hostile backend would send. */
const hostileSandbox = () => {
  const sandbox = createSandboxFetch();
  let next = 0;
  const poison = (value: unknown): unknown => {
    if (typeof value === 'string') {
      next += 1;
      return `${value}${XSS_PAYLOADS[next % XSS_PAYLOADS.length] ?? ''}`;
    }
    if (Array.isArray(value)) return value.map(poison);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, poison(inner)]));
    return value;
  };
  const fetchHostile = async (input: RequestInfo | URL, init?: RequestInit) => {
    const envelope = (await (await sandbox.fetch(input, init)).json()) as { data?: unknown };
    return Response.json({ ...envelope, data: poison(envelope.data) });
  };
  return { baseUrl: sandbox.baseUrl, fetch: fetchHostile };
};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'publish-html-'));
  hostile = mkdtempSync(join(tmpdir(), 'publish-hostile-'));
  const common = { hostTable: HOST_TABLE, environment: 'local', localOrigin: `http://${HOST}`, sites: ['common'] } as const;
  summary = await publish({ ...common, outDir, backend: createSandboxFetch() });
  await publish({ ...common, outDir: hostile, backend: hostileSandbox() });
}, 120_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(hostile, { recursive: true, force: true });
});

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'];

describe('published pages', () => {
  it('are valid HTML: the home, a unit, an API (the largest too), a message, a guide page, a platform document and the FAQ centre, in both languages', async () => {
    expect(summary.failures).toEqual([]);
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
    const root = join(outDir, 'current', HOST, 'docs');
    const samples = ['', 'units/101/', 'units/101/api/10001/', 'units/301/api/19999/', 'units/101/message/50001/', 'units/101/guide/70001/', `help/${readdirSync(join(root, 'zh-cn', 'help'))[0] ?? ''}/`, 'questions/', 'questions/api/', 'questions/api/P0005/'];
    for (const locale of ['zh-cn', 'en-us']) {
      for (const sample of samples) {
        const report = await validator.validateString(readFileSync(join(root, locale, sample, 'index.html'), 'utf8'));
        const messages = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
        expect(messages, `${locale}/${sample}`).toEqual([]);
      }
    }
  });

  it('carry nothing executable when every text of the backend carries an XSS payload', () => {
    const files = htmlFiles(join(hostile, 'current', HOST));
    expect(files.length).toBeGreaterThan(100);
    // The FAQ's codes carry payloads too: their pages still have one safe folder each (codeSegment).
    expect(files.filter((file) => file.includes('/questions/~')).length).toBeGreaterThan(10);
    const parser = new new JSDOM('').window.DOMParser();
    for (const file of files) {
      const document = parser.parseFromString(readFileSync(file, 'utf8'), 'text/html');
      const scripts = [...document.querySelectorAll('script')];
      expect(scripts.every((script) => script.type === 'application/ld+json'), file).toBe(true);
      for (const script of scripts) expect(() => JSON.parse(script.textContent) as unknown, file).not.toThrow();
      expect(document.querySelectorAll('iframe, object, embed, form, base, frame, frameset, meta[http-equiv]'), file).toHaveLength(0);
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name.startsWith('on'), `${file}: <${element.tagName} ${attribute.name}>`).toBe(false);
          if (URL_ATTRIBUTES.includes(attribute.name)) expect(attribute.value.split('').filter((char) => char.trim() !== '' && char.charCodeAt(0) >= 0x20).join(''), `${file}: ${attribute.name}`).not.toMatch(/^(javascript|vbscript|data:text\/html)/i);
        }
      }
    }
  }, 60_000);
});
