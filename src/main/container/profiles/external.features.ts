import type { VariantFeatures } from '../../../domain/deployment/portal-features';

/**
 * The customer portal's side of every deployment difference (bound by the external profile); its international
 * sites change some of them (src/main/deployment/portal-features.config.ts).
 */
export const customerPortalFeatures: VariantFeatures = {
  pageSet: 'customer',
  homeSubtitle: 'customer',
  consoleShortcuts: false,
  consoleBase: '/admin/#',
  solutionsMenu: 'solutionPages',
  siteChooser: true,
  supportContact: 'domestic',
  contactHours: true,
  contactQrCode: true,
  customerNews: true,
  mySystemLists: ['wmsSystems', 'productApplications'],
  productSolutionView: false,
  noUnitAuthority: 'openBusinessPage',
  docVoteRefusal: 'tooFrequent',
  notLoginOnUserInfo: 'startLogin',
  loginStartFailure: 'identityServiceError',
  searchIndexes: 'public',
  assistant: 'aiChat',
  publishedDocs: true,
};
