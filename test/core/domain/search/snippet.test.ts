import { describe, expect, it } from 'vitest';
import { decodeEntities, snippetMarkup, snippetText } from '../../../../src/domain/search/snippet';

/** What the sandbox (and a search engine's html encoder) sends for a message whose description is HTML. */
const MESSAGE_CONTENT = '<p>入库管理创建成功通知，平台在事件发生后 5 秒内推送，失败按 1/5/30 分钟重试。</p><p lang="en">Creation notice (Inbound management): pushed within 5 s…';
const MESSAGE_HIGHLIGHT =
  '&lt;p&gt;入库管理创建成功通知，平台在事件发生后 5 秒内<em>推送</em>，失败按 1/5/30 分钟重试。&lt;/p&gt;&lt;p lang=&quot;en&quot;&gt;Creation notice…';

describe('search snippets: one rule for every field', () => {
  it('drops a document’s own tags from plain content, block tags leaving a space', () => {
    expect(snippetText(MESSAGE_CONTENT)).toBe(
      '入库管理创建成功通知，平台在事件发生后 5 秒内推送，失败按 1/5/30 分钟重试。 Creation notice (Inbound management): pushed within 5 s…',
    );
  });

  it('keeps the highlight marks of a highlight, drops the escaped document tags inside it', () => {
    expect(snippetMarkup(MESSAGE_HIGHLIGHT)).toBe('入库管理创建成功通知，平台在事件发生后 5 秒内<em>推送</em>，失败按 1/5/30 分钟重试。 Creation notice…');
    expect(snippetText(MESSAGE_HIGHLIGHT)).toBe('入库管理创建成功通知，平台在事件发生后 5 秒内推送，失败按 1/5/30 分钟重试。 Creation notice…');
  });

  it('keeps <em>, <mark>, <b> and <strong> (attributes dropped), and nothing else', () => {
    expect(snippetMarkup('<span class="x">a <EM class="hl">b</EM> <mark>c</mark> <b>d</b> <strong>e</strong> <i>f</i></span>')).toBe(
      'a <em>b</em> <mark>c</mark> <b>d</b> <strong>e</strong> f',
    );
    expect(snippetMarkup('&lt;em&gt;not a mark&lt;/em&gt; <em>mark</em>')).toBe('not a mark <em>mark</em>');
  });

  it('drops a tag cut off at either end of a fragment', () => {
    expect(snippetText('ng="en">Creation notice <p la…')).toBe('Creation notice …');
    expect(snippetText('…en&quot;&gt;Creation notice &lt;/p')).toBe('…Creation notice');
    expect(snippetText('p>入库管理')).toBe('入库管理');
    expect(snippetText('…p lang="en">pushed')).toBe('…pushed');
    expect(snippetText('…&gt;Exception notice')).toBe('…Exception notice');
    expect(snippetText('a->b')).toBe('a->b');
  });

  it('leaves text that only looks like markup as text', () => {
    expect(snippetText('List<String> of a->b, 1 < 2 > 0')).toBe('List<String> of a->b, 1 < 2 > 0');
    expect(snippetMarkup('List<String>')).toBe('List&lt;String&gt;');
    expect(snippetText('&lt;Map&gt; &amp; more')).toBe('<Map> & more');
  });

  it('decodes numeric and common named entities; unknown ones stay', () => {
    expect(decodeEntities('&#25512;&#x9001; &quot;A&quot; &amp;amp; &nbsp;&hellip; &nosuch;')).toBe('推送 "A" &amp; \u00a0… &nosuch;');
  });

  it('takes an entity escaped twice (the document’s HTML escaped by the highlighter) for the entity it was', () => {
    expect(snippetMarkup('A &amp;amp; B &amp;lt;p&amp;gt;C')).toBe('A &amp; B C');
    expect(snippetText('A &amp;amp; B &amp;quot;C&amp;quot;')).toBe('A & B "C"');
  });

  it('leaves plain text as it is', () => {
    expect(snippetText('签名 plain')).toBe('签名 plain');
    expect(snippetMarkup('创建<em>订单</em>')).toBe('创建<em>订单</em>');
  });
});
