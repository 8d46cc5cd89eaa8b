import { describe, expect, it } from 'vitest';
import { resolveStandIns, STAND_IN_ADDRESS } from '../../../../src/infrastructure/openapi/description-links';
import { describeMarkdown } from '../../../../src/infrastructure/openapi/openapi-markdown';

/*
 * A compiled part's descriptions carry relative links as stand-ins (issue #35): resolved where the page is built,
 * they must give exactly what the renderer writes at the document's address, whatever the address holds.
 */

const DOCUMENTS = ['https://docs.example.test/specs/v2/shop.yaml', 'http://127.0.0.1:4173/openapi/github/api.github.com.json', 'https://portal.test/a%20b/doc.json?v=1&x=2'];

const TARGETS = [
  '../guide.html',
  '/rest/repos/{owner}/{repo}#update-a-repository',
  'img/map.png',
  '?page=2&per_page=30',
  'a?b=1&amp;c=2',
  "it's/here",
  '<with space/and (parens)>',
  'ünïcödé/日本',
  '%41%zz',
  'a\\b',
  '[x]|^{y}`',
  '//other.test/x',
  '',
  'x"y',
  '\uD800lone',
];

describe('stand-ins for relative links', () => {
  it.each(DOCUMENTS)('resolve as the renderer writes links and images at %s', (document) => {
    for (const target of TARGETS) {
      const markdown = `See [the guide](${target} "Guide & more") and ![map](${target}), [ref][r], and [top](#top).\n\n[r]: ${target}`;
      const carried = describeMarkdown(markdown, STAND_IN_ADDRESS);
      expect(resolveStandIns(carried, document), target).toBe(describeMarkdown(markdown, document));
    }
  });

  it('leave absolute addresses, anchors and other schemes as written, and stand in for nothing else', () => {
    const markdown = '[abs](https://x.test/a) [mail](mailto:a@b.test) [top](#top) `code`';
    const html = describeMarkdown(markdown, STAND_IN_ADDRESS);
    expect(html).not.toContain(STAND_IN_ADDRESS);
    expect(resolveStandIns(html, DOCUMENTS[0] ?? '')).toBe(html);
  });

  it('take an address of any length (a hostile document\'s 200,000 characters)', () => {
    const markdown = `[long](${'a/'.repeat(100_000)})`;
    expect(resolveStandIns(describeMarkdown(markdown, STAND_IN_ADDRESS), DOCUMENTS[0] ?? '')).toBe(describeMarkdown(markdown, DOCUMENTS[0]));
  });

  it('are written in a form no escaping changes', () => {
    const html = describeMarkdown("[a](it's&<x>)", STAND_IN_ADDRESS);
    expect(html).toMatch(/href="https:\/\/lcp-link\.invalid\/[0-9a-f]+"/);
  });
});
