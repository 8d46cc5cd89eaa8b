import type { MySystemList } from '../product/my-system';

/**
 * What differs between the staff portal, the customer portal and the international (us/eu) sites, one field per
 * difference, named for what differs. Views and use cases read these fields and never ask which deployment runs:
 * the variant's profile binds its values and the international sites override theirs (src/main/deployment).
 */
export interface PortalFeatures extends DocsSourceFeatures {
  /**
   * The pages only one portal has, and so the links to them (route tree, home entries and tools, footer):
   * 'staff': the product's solution view, the internal document centre, the API store, about us and the tool pages;
   * 'customer': open business, quick start, the programmes, the industry solutions and applying for a WMS system.
   */
  readonly pageSet: 'staff' | 'customer';
  /** Whom the home hero's lead sentence speaks to. */
  readonly homeSubtitle: 'staff' | 'customer';
  /** The home hero links straight to the console's "create app" and "register API". */
  readonly consoleShortcuts: boolean;
  /** Where the console's pages are on this host. */
  readonly consoleBase: '/admin/#' | '/intl-admin/#';
  /**
   * The solutions menu: 'solutionPages' lists the six industry solution pages and opens a scenario unit's fixed page
   * where it has one; 'unitDocuments' lists the industry and scenario units, which open their documents.
   */
  readonly solutionsMenu: 'solutionPages' | 'unitDocuments';
  /** The header offers a choice of site (the international sites, Europe and United States: spec, the external site). */
  readonly siteChooser: boolean;
  /** Which support phone and mailbox of the portal configuration the contact points show. */
  readonly supportContact: 'domestic' | 'international';
  /** The contact points name the service hours. */
  readonly contactHours: boolean;
  /** The contact dialog may show the configured scan code. */
  readonly contactQrCode: boolean;
  /** The top bar links to the customer news (when its address is configured). */
  readonly customerNews: boolean;
  /**
   * What My System lists, in the order of its tabs (the first is shown when none is asked for; one list, no tabs):
   * the account's product applications (their button leads to the products) and the team's WMS systems (their
   * button applies for one). Every deployment lists product applications, so a product's apply form and result page
   * can say the application shows there.
   */
  readonly mySystemLists: readonly [MySystemList, ...MySystemList[]];
  /** A product's page also offers its solution view, and back. */
  readonly productSolutionView: boolean;
  /**
   * A reader without authority for a restricted unit goes to the open-business page (which says why) or home,
   * with the reason as a toast.
   */
  readonly noUnitAuthority: 'openBusinessPage' | 'homeWithToast';
  /** What a business refusal of a document vote or feedback tells the reader (spec §8). */
  readonly docVoteRefusal: 'tooFrequent' | 'voteFailed';
  /** What a 401 NotLogin answer to the user-info call does (a 999999 always starts login; spec §8). */
  readonly notLoginOnUserInfo: 'startLogin' | 'reloginPrompt';
  /**
   * What a login that could not start says: the identity service's error, or the failure itself unless the failure
   * policy already showed it.
   */
  readonly loginStartFailure: 'identityServiceError' | 'describedError';
  /** Which search indexes the search asks: the staff's inner ones (/search/.../inner) or the public ones. */
  readonly searchIndexes: 'inner' | 'public';
  /** Which assistant the floating button opens: the AI chat, or the FAQ robot (question search only). */
  readonly assistant: 'aiChat' | 'faqRobot';
  /**
   * The documents are published as plain pages with Markdown twins (docs/publishing.md), so a document page offers to
   * open its twin in an AI assistant: the customer portal and its sites, from the lcp documents. Not the staff portal,
   * which publishes nothing.
   */
  readonly publishedDocs: boolean;
}

/**
 * What the source of the documentation decides, completely, in its plug-in record (src/main/container/docs-sources/
 * docs-sources.ts): no variant's profile sets these, so a new source cannot inherit another's words or tools.
 */
export interface DocsSourceFeatures {
  /**
   * The documents come with the lcp gateway's tools: the API test console, the signature calculator and the token
   * query, the API pages' "Try it", the units' SDK tab and the export of an API as the gateway's OpenAPI. Not where
   * the documentation comes from OpenAPI documents (docs/openapi.md), whose APIs the gateway does not serve.
   */
  readonly lcpGatewayTools: boolean;
  /**
   * The words of the documents' pages: lcp's ("Access guide", "Business error codes" with a suggested fix, an
   * exception example) or OpenAPI's ("Overview", "Other responses" by status and description; an exception example
   * only where the document has one). Passed to i18next as the context of those keys (docs/openapi.md).
   */
  readonly docsTerms: 'lcp' | 'openapi';
}

/** What a variant's profile decides: everything but the docs source's. */
export type VariantFeatures = Omit<PortalFeatures, keyof DocsSourceFeatures>;
