import type { ChromeLinks } from '../../application/ports/portal-config.port';
import type { Variant } from '../../domain/deployment/deployment';

/*
 * CONFIGURATION TO REPLACE: the external pages of the chrome (top bar dropdowns, customer news, the feedback
 * survey of the floating tools and the footer, the contact QR code), per variant; a site may replace them
 * (SITE_DIFFERENCES in portal-features.config.ts: the international sites take INTERNATIONAL_CHROME_LINKS).
 * Addresses are examples under example.com. An entry whose href is null is shown disabled ("not yet available")
 * until an address is set; the help menu's ticket entry is the support work-order entry and opens the console's work
 * orders (/admin/#/upgrade/work-order, /intl-admin/ on international sites).
 */
export const VARIANT_CHROME_LINKS: Readonly<Record<Variant, ChromeLinks>> = {
  internal: {
    customerNews: 'https://news.example.com/open-platform',
    helpAndSupport: [
      { key: 'training', href: 'https://training.example.com/open-platform/staff' },
      { key: 'feedback', href: 'https://feedback.example.com/open-platform/staff' },
      { key: 'ticket', console: 'workOrder' },
    ],
    learnPlatform: [
      { key: 'platformNorms', href: 'https://learn.example.com/open-platform/norms' },
      { key: 'dailyWork', href: 'https://learn.example.com/open-platform/daily-work' },
      { key: 'bestPractice', href: 'https://learn.example.com/open-platform/best-practice' },
      { key: 'expertTeam', href: null },
    ],
    feedbackSurvey: 'https://survey.example.com/open-platform/staff',
    contactQrCode: null,
  },
  external: {
    customerNews: 'https://news.example.com/open-platform',
    helpAndSupport: [
      { key: 'training', href: 'https://training.example.com/open-platform' },
      { key: 'feedback', href: 'https://feedback.example.com/open-platform' },
      { key: 'ticket', console: 'workOrder' },
    ],
    learnPlatform: [
      { key: 'platformNorms', href: 'https://learn.example.com/open-platform/norms' },
      { key: 'dailyWork', href: null },
      { key: 'bestPractice', href: 'https://learn.example.com/open-platform/best-practice' },
      { key: 'expertTeam', href: null },
    ],
    feedbackSurvey: 'https://survey.example.com/open-platform',
    contactQrCode: null,
  },
};

export const INTERNATIONAL_CHROME_LINKS: ChromeLinks = {
  customerNews: null,
  helpAndSupport: [
    { key: 'training', href: null },
    { key: 'feedback', href: 'https://feedback.example.com/open-platform/global' },
    { key: 'ticket', console: 'workOrder' },
  ],
  learnPlatform: [
    { key: 'platformNorms', href: 'https://learn.example.com/open-platform/global/norms' },
    { key: 'dailyWork', href: null },
    { key: 'bestPractice', href: null },
    { key: 'expertTeam', href: null },
  ],
  feedbackSurvey: 'https://survey.example.com/open-platform/global',
  contactQrCode: null,
};
