import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { markdownAlerts } from '../../../../src/infrastructure/rich-text/markdown-alerts';

const render = (markdown: string) => new Marked({ async: false, gfm: true }, markdownAlerts).parse(markdown, { async: false });

describe('GitHub alerts in markdown (> [!NOTE] …)', () => {
  it('makes a quote that starts with a kind an alert of that kind, its title left for the page, its text rendered', () => {
    expect(render('> [!NOTE]\n> This endpoint is in **public preview**.\n\nReturns a list.')).toBe(
      '<div class="markdown-alert" data-alert="note"><p data-alert-title="note"></p><p>This endpoint is in <strong>public preview</strong>.</p>\n</div>\n<p>Returns a list.</p>\n',
    );
    for (const kind of ['TIP', 'Important', 'warning', 'CAUTION']) {
      expect(render(`> [!${kind}]\n> Text`)).toContain(`data-alert="${kind.toLowerCase()}"`);
    }
  });

  it('keeps the alert’s further paragraphs and lists', () => {
    const html = render('> [!WARNING]\n> First.\n>\n> - one\n> - two');
    expect(html).toContain('<p>First.</p>');
    expect(html).toContain('<li>one</li>');
  });

  it('leaves any other quote a quote, and an unknown kind or a marker inside the text as text', () => {
    expect(render('> Just a quote')).toBe('<blockquote>\n<p>Just a quote</p>\n</blockquote>\n');
    expect(render('> [!DANGER]\n> Text')).toContain('<blockquote>');
    expect(render('> Read [!NOTE] later')).toContain('<blockquote>');
    expect(render('> [!NOTE] on the same line')).toContain('<blockquote>');
  });
});
