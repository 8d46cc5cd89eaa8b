/** Operator configuration that the views show (footer, contact dialog). */
export interface PortalConfig {
  readonly supportPhone: string;
  readonly supportEmail: string;
  readonly internationalPhone: string;
  readonly internationalEmail: string;
  /** Last year of the copyright range that starts in 2004. */
  readonly copyrightEndYear: number;
}
