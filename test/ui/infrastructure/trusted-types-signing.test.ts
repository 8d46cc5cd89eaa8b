import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { htmlText } from '../support/html-text';

/** A value made by a Trusted Types policy, remembering which: what the browser's TrustedHTML would be. */
class Signed {
  constructor(
    readonly policy: string,
    readonly text: string,
  ) {}
  toString() {
    return this.text;
  }
}

interface Rules {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

/** A stand-in for the browser's Trusted Types factory; it lists the policies made, as the CSP would count them. */
const fakeTrustedTypes = () => {
  const made: string[] = [];
  const createPolicy = (name: string, rules: Rules) => {
    made.push(name);
    const sign = (rule: ((input: string) => string) | undefined) => (input: string) => new Signed(name, rule ? rule(input) : input);
    return { name, createHTML: sign(rules.createHTML), createScript: sign(undefined), createScriptURL: sign(rules.createScriptURL) };
  };
  return { made, factory: { createPolicy, isHTML: (value: unknown) => value instanceof Signed, emptyHTML: '' } };
};

const policyOf = (value: unknown) => (value instanceof Signed ? value.policy : typeof value);

/** The modules as a browser that enforces Trusted Types loads them: each makes its policy when it is first imported. */
const loadWithTrustedTypes = async () => {
  const trustedTypes = fakeTrustedTypes();
  vi.resetModules();
  Object.defineProperty(window, 'trustedTypes', { value: trustedTypes.factory, configurable: true });
  const [{ createRichText }, { sanitizeSvg }, { signRenderedMarkdown }] = await Promise.all([
    import('../../../src/infrastructure/rich-text/rich-text.adapter'),
    import('../../../src/infrastructure/diagram/mermaid-diagram.adapter'),
    import('../../../src/ui/widgets/dom-html'),
  ]);
  return { made: trustedTypes.made, richText: createRichText(), sanitizeSvg, signRenderedMarkdown };
};

describe('under Trusted Types', () => {
  let loaded: Awaited<ReturnType<typeof loadWithTrustedTypes>>;
  beforeEach(async () => {
    loaded = await loadWithTrustedTypes();
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'trustedTypes');
    vi.resetModules();
  });

  it('server HTML and search highlights come back signed by DOMPurify, sanitized', () => {
    const html = loaded.richText.sanitize('<p>运单<img src=x onerror="window.__xss = 1"></p><script>window.__xss = 1</script>');
    expect(policyOf(html)).toBe('dompurify');
    expect(htmlText(html)).toBe('<p>运单<img src="x"></p>');
    const highlight = loaded.richText.sanitizeHighlight('<em>运单</em><img src=x onerror="window.__xss = 1">');
    expect(policyOf(highlight)).toBe('dompurify');
    expect(htmlText(highlight)).toBe('<em>运单</em>');
  });

  it('a diagram comes back signed by DOMPurify, named and sanitized', () => {
    const svg = loaded.sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><g onclick="window.__xss = 1"><text>入库</text></g></svg>', 'Flow');
    if (svg === undefined) throw new Error('no SVG was left');
    expect(policyOf(svg)).toBe('dompurify');
    expect(htmlText(svg)).toBe('<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Flow"><g><text>入库</text></g></svg>');
  });

  it('rendered markdown stays a string until the view signs it with portal-safe-html', () => {
    const { html } = loaded.richText.markdown('# 标题\n\n<img src=x onerror="window.__xss = 1">');
    expect(typeof html).toBe('string');
    expect(html).not.toContain('onerror');
    expect(policyOf(loaded.signRenderedMarkdown(html))).toBe('portal-safe-html');
  });

  it('every purifier shares one dompurify policy: the CSP allows each name once', () => {
    loaded.richText.sanitize('<b>x</b>');
    loaded.sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'Flow');
    expect(loaded.made.toSorted()).toEqual(['dompurify', 'portal-safe-html']);
  });
});
