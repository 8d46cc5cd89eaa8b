import { describe, expect, it } from 'vitest';
import type { DomHtml, SafeHtml } from '../../../src/domain/doc/safe-html';
import { createRichText } from '../../../src/infrastructure/rich-text/rich-text.adapter';
import { htmlText } from '../support/html-text';
import { XSS_PAYLOADS } from '../support/xss-payloads';

const richText = createRichText();

/** Puts `html` into a detached element and lists what could run: event handlers, javascript: URLs, scripts. */
export const dangerIn = (html: DomHtml | SafeHtml): string[] => {
  const host = document.createElement('div');
  host.innerHTML = htmlText(html);
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE', 'FORM'].includes(element.tagName)) found.push(element.tagName);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName}[${attribute.name}]`);
      if (/^\s*(javascript|vbscript|data):/i.test(attribute.value) && /^(href|src|xlink:href|action|formaction)$/i.test(attribute.name)) {
        found.push(`${element.tagName}[${attribute.name}=${attribute.value}]`);
      }
    }
  }
  return found;
};

describe('rich text', () => {
  it.each(XSS_PAYLOADS)('sanitize removes everything that could run: %s', (payload) => {
    expect(dangerIn(richText.sanitize(payload))).toEqual([]);
    expect(dangerIn(richText.sanitizeHighlight(payload))).toEqual([]);
    expect(dangerIn(richText.markdown(payload).html)).toEqual([]);
    expect(dangerIn(richText.markdown(`# Title\n\n[link](javascript:alert(1))\n\n${payload}`).html)).toEqual([]);
  });

  it('keeps ordinary formatting, links and tables in server HTML', () => {
    const html = richText.sanitize('<p>收件人<b>手机号</b>，见 <a href="https://example.com/a" target="_blank">说明</a></p><table><tr><td>1</td></tr></table>');
    expect(html).toContain('<b>手机号</b>');
    expect(html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">说明</a>');
    expect(html).toContain('<td>1</td>');
  });

  it('highlights keep only emphasis', () => {
    expect(richText.sanitizeHighlight('<em>运单</em> <a href="x">查询</a><img src=x>')).toBe('<em>运单</em> 查询');
  });

  it('each policy holds whichever ran before it (each is configured once, not per call)', () => {
    const html = '<p style="color:red"><a href="https://example.com/a" target="_blank">说明</a> <em>运单</em><button>x</button></p>';
    for (let round = 0; round < 2; round += 1) {
      expect(richText.sanitizeHighlight(html)).toBe('说明 <em>运单</em>x');
      expect(richText.sanitize(html)).toBe('<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">说明</a> <em>运单</em>x</p>');
    }
  });

  it('renders markdown with unique heading ids for the table of contents, in any script', () => {
    const { html, headings } = richText.markdown('# 接入指南\n\n## Request\n\ntext\n\n## Request\n\n### 签名 *算法*');
    expect(headings).toEqual([
      { id: '接入指南', text: '接入指南', level: 1 },
      { id: 'request', text: 'Request', level: 2 },
      { id: 'request-2', text: 'Request', level: 2 },
      { id: '签名-算法', text: '签名 算法', level: 3 },
    ]);
    expect(html).toContain('<h2 id="request-2">Request</h2>');
    expect(html).toContain('<h3 id="签名-算法">签名 <em>算法</em></h3>');
  });

  it('highlights code blocks by language and escapes unknown ones', () => {
    const { html } = richText.markdown('```json\n{"a": 1}\n```\n\n```unknown\n<b>x</b>\n```');
    expect(html).toContain('<pre tabindex="0" data-lang="json"><code class="hljs language-json">');
    expect(html).toContain('<span class="hljs-attr">"a"</span>');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('a mermaid block becomes a diagram placeholder that shows its escaped source', () => {
    const source = 'sequenceDiagram\n  A->>B: <img src=x onerror="window.__xss = 1"> & go';
    const { html } = richText.markdown(`\`\`\`mermaid\n${source}\n\`\`\``);
    expect(html).toContain('<pre class="mermaid-source" data-diagram="mermaid" tabindex="0"><code>sequenceDiagram');
    expect(dangerIn(html)).toEqual([]);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('[data-diagram="mermaid"]')?.textContent).toBe(source);
  });

  it('renders GitHub tables', () => {
    expect(richText.markdown('| a | b |\n|---|---|\n| 1 | 2 |').html).toContain('<td>1</td>');
  });
});
