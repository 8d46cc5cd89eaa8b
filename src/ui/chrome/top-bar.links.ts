/*
 * External addresses the chrome links to. CONFIGURATION TO REPLACE: the example.com addresses stand in for the
 * operator's real pages (training site, news, survey, ...). An entry whose `href` is null is shown disabled
 * ("not yet available") until an address is configured.
 */

export interface ExternalLinkEntry {
  /** Label key under chrome.topBar.items. */
  readonly key: string;
  readonly href: string | null;
}

export const CUSTOMER_NEWS_URL = 'https://news.example.com/open-platform';

export const HELP_AND_SUPPORT_LINKS: readonly ExternalLinkEntry[] = [
  { key: 'training', href: 'https://training.example.com/open-platform' },
  { key: 'feedback', href: 'https://feedback.example.com/open-platform' },
  { key: 'ticket', href: 'https://ticket.example.com/open-platform/new' },
];

export const LEARN_PLATFORM_LINKS: readonly ExternalLinkEntry[] = [
  { key: 'platformNorms', href: 'https://learn.example.com/open-platform/norms' },
  { key: 'dailyWork', href: null },
  { key: 'bestPractice', href: 'https://learn.example.com/open-platform/best-practice' },
  { key: 'expertTeam', href: null },
];

/** The feedback survey of the floating tools. */
export const FEEDBACK_SURVEY_URL = 'https://survey.example.com/open-platform';

/**
 * Image of the support QR code for the contact dialog's "scan code" section. None is configured, so the section is
 * left out: set an address of the operator's real code image here to show it (never a made-up code).
 */
export const CONTACT_QR_CODE_IMAGE_URL: string | null = null;
