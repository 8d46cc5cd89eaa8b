import type { VariantFeatures } from '../../../domain/deployment/portal-features';

/** The staff portal's side of every deployment difference (bound by the internal profile). */
export const staffPortalFeatures: VariantFeatures = {
  pageSet: 'staff',
  homeSubtitle: 'staff',
  consoleShortcuts: false,
  consoleBase: '/admin/#',
  solutionsMenu: 'unitDocuments',
  siteChooser: false,
  supportContact: 'domestic',
  contactHours: true,
  contactQrCode: true,
  customerNews: true,
  mySystemLists: ['productApplications'],
  productSolutionView: true,
  noUnitAuthority: 'homeWithToast',
  docVoteRefusal: 'voteFailed',
  notLoginOnUserInfo: 'reloginPrompt',
  loginStartFailure: 'describedError',
  searchIndexes: 'inner',
  assistant: 'aiChat',
  publishedDocs: false,
};
