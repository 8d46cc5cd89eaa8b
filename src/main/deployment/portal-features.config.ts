import type { Deployment } from '../../domain/deployment/deployment';
import type { PortalFeatures } from '../../domain/deployment/portal-features';

/*
 * CONFIGURATION: what the international (us/eu) sites change of their portal's features (docs/architecture.md
 * "Deployment differences"). The AI service (/autoBots/*) is offered on the domestic sites only: abroad the floating
 * button opens the older FAQ robot, which needs only the question search and the problem details.
 */
export const INTERNATIONAL_SITE_FEATURES: Partial<PortalFeatures> = {
  consoleShortcuts: true,
  consoleBase: '/intl-admin/#',
  supportContact: 'international',
  contactHours: false,
  contactQrCode: false,
  customerNews: false,
  assistant: 'faqRobot',
};

/** What a deployment whose documentation comes from OpenAPI documents changes (docs/openapi.md). */
export const OPENAPI_DOCS_FEATURES: Partial<PortalFeatures> = {
  lcpGatewayTools: false,
  docsTerms: 'openapi',
};

/** The features of this deployment: its variant's (bound by the profile), changed by its site and its documents' source. */
export const featuresOnSite = (variantFeatures: PortalFeatures, deployment: Deployment): PortalFeatures => ({
  ...variantFeatures,
  ...(deployment.international ? INTERNATIONAL_SITE_FEATURES : {}),
  ...(deployment.docs === 'openapi' ? OPENAPI_DOCS_FEATURES : {}),
});
