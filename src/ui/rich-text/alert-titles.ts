import type { TFunction } from 'i18next';

const ALERT_TITLE = /<p data-alert-title="(note|tip|important|warning|caution)"><\/p>/g;

const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] ?? char);

/**
 * HTML with its alerts' titles (`> [!NOTE]` …, infrastructure/rich-text/markdown-alerts.ts) in the reader's language:
 * the markdown is rendered once, for every language, and leaves them empty. The titles are escaped text, so sanitized
 * HTML stays sanitized; server HTML is given them before it is sanitized.
 */
export const withAlertTitles = <Html extends string>(html: Html, t: TFunction): Html =>
  (html.includes('data-alert-title')
    ? html.replace(ALERT_TITLE, (_whole, kind: string) => `<p data-alert-title="${kind}">${escapeText(t(`docs.alerts.${kind}`))}</p>`)
    : html) as Html;
