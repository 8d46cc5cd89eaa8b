/** Operator configuration that the views show (footer, contact dialog). */
export interface PortalConfig {
  readonly supportPhone: string;
  readonly supportEmail: string;
  readonly internationalPhone: string;
  readonly internationalEmail: string;
  /** Last year of the copyright range that starts in 2004. */
  readonly copyrightEndYear: number;
}

/** A menu entry of the chrome: an external page, or none configured yet (shown disabled), or the console's work orders. */
export type ChromeLinkEntry =
  | { readonly key: string; readonly href: string | null }
  | { readonly key: string; readonly console: 'workOrder' };

/** The external pages the chrome links to, per deployment (src/main/deployment/chrome-links.config.ts). */
export interface ChromeLinks {
  /** Top bar "customer news" (never shown on international sites); null: not shown. */
  readonly customerNews: string | null;
  readonly helpAndSupport: readonly ChromeLinkEntry[];
  readonly learnPlatform: readonly ChromeLinkEntry[];
  /** The feedback survey of the floating tools and the footer; null: shown disabled. */
  readonly feedbackSurvey: string | null;
  /** Image of the support QR code (contact dialog); null: the section is left out. */
  readonly contactQrCode: string | null;
}
