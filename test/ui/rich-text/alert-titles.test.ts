import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { SafeHtml } from '../../../src/domain/doc/safe-html';
import { withAlertTitles } from '../../../src/ui/rich-text/alert-titles';

const titles: Record<string, string> = { 'docs.alerts.note': '说明', 'docs.alerts.warning': 'Warning <&>' };
const t = ((key: string) => titles[key] ?? key) as unknown as TFunction;

describe('alert titles in the reader’s language', () => {
  it('fills each empty alert title, its text escaped', () => {
    const html = '<div class="markdown-alert" data-alert="note"><p data-alert-title="note"></p><p>Body</p></div><p data-alert-title="warning"></p>' as SafeHtml;
    expect(withAlertTitles(html, t)).toBe(
      '<div class="markdown-alert" data-alert="note"><p data-alert-title="note">说明</p><p>Body</p></div><p data-alert-title="warning">Warning &lt;&amp;&gt;</p>',
    );
  });

  it('leaves HTML without alerts as it is', () => {
    const html = '<p data-alert-title="other"></p><p>x</p>' as SafeHtml;
    expect(withAlertTitles(html, t)).toBe(html);
  });
});
