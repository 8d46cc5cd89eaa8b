import { describe, expect, it } from 'vitest';
import type { DocHeading, SafeHtml } from '../../../src/domain/doc/safe-html';
import { leadingTitle } from '../../../src/domain/doc/leading-title';

const rendered = (html: string, headings: DocHeading[]) => ({ html: html as SafeHtml, headings });

describe('a document’s own title', () => {
  it('is taken from a first-level heading that opens the document, the body following it', () => {
    expect(leadingTitle(rendered('<h1 id="guide">Inbound <em>guide</em></h1>\n<p>Text</p>\n<h2 id="a">A</h2>', [{ id: 'guide', text: 'Inbound guide', level: 1 }, { id: 'a', text: 'A', level: 2 }]))).toEqual({
      title: 'Inbound guide',
      body: '<p>Text</p>\n<h2 id="a">A</h2>',
    });
  });

  it('is none when the document opens otherwise, or its first heading is not first-level', () => {
    const paragraphFirst = rendered('<p>Intro</p><h1 id="t">T</h1>', [{ id: 't', text: 'T', level: 1 }]);
    expect(leadingTitle(paragraphFirst)).toEqual({ body: paragraphFirst.html });
    const sectionFirst = rendered('<h2 id="s">S</h2><p>x</p>', [{ id: 's', text: 'S', level: 2 }]);
    expect(leadingTitle(sectionFirst)).toEqual({ body: sectionFirst.html });
  });
});
