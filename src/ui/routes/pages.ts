import { lazyPage } from './lazy-page';

/** Route components, each in its own chunk. */
export const HomePage = lazyPage(() => import('../pages/home/home.page'), 'HomePage');
export const NotFoundPage = lazyPage(() => import('../pages/not-found.page'), 'NotFoundPage');
export const UpcomingPage = lazyPage(() => import('../pages/upcoming.page'), 'UpcomingPage');
export const ChooseSupplierPage = lazyPage(() => import('../pages/choose-supplier/choose-supplier.page'), 'ChooseSupplierPage');
export const OauthPage = lazyPage(() => import('../pages/oauth/oauth.page'), 'OauthPage');
export const ApiDocPage = lazyPage(() => import('../docs/api-doc/api-doc.page'), 'ApiDocPage');
export const SearchResultPage = lazyPage(() => import('../pages/search/search.page'), 'SearchResultPage');
export const AccessGuidePage = lazyPage(() => import('../docs/guide/access-guide.page'), 'AccessGuidePage');
export const MessageDocPage = lazyPage(() => import('../docs/message/message-doc.page'), 'MessageDocPage');
export const SdkDocPage = lazyPage(() => import('../docs/sdk/sdk-doc.page'), 'SdkDocPage');
export const DevSupportPage = lazyPage(() => import('../docs/release-doc/release-doc.page'), 'DevSupportPage');
export const NewHandPage = lazyPage(() => import('../docs/release-doc/release-doc.page'), 'NewHandPage');
export const ApiNewHandPage = lazyPage(() => import('../docs/release-doc/release-doc.page'), 'ApiNewHandPage');
export const HelpDocumentPage = lazyPage(() => import('../docs/release-doc/doc-centre.page'), 'HelpDocumentPage');
export const InternalDocumentPage = lazyPage(() => import('../docs/release-doc/doc-centre.page'), 'InternalDocumentPage');
export const SoftwareSystemDocPage = lazyPage(() => import('../docs/release-doc/software-system-doc.page'), 'SoftwareSystemDocPage');
export const DevelopGuidePage = lazyPage(() => import('../docs/release-doc/product-doc.page'), 'DevelopGuidePage');
export const ManualPage = lazyPage(() => import('../docs/release-doc/product-doc.page'), 'ManualPage');
export const ApiDocsTabPage = lazyPage(() => import('../docs/release-doc/product-doc.page'), 'ApiDocsTabPage');
export const ExtensionDocPage = lazyPage(() => import('../docs/release-doc/product-doc.page'), 'ExtensionDocPage');
export const ApiStorePage = lazyPage(() => import('../docs/api-store/api-store.page'), 'ApiStorePage');
export const ApiMethodListPage = lazyPage(() => import('../docs/api-store/api-method-list.page'), 'ApiMethodListPage');
export const OpenBusinessToolsPage = lazyPage(() => import('../tools/open-business-tools.page'), 'OpenBusinessToolsPage');
export const InternalTokenSearchPage = lazyPage(() => import('../tools/internal-tools.page'), 'InternalTokenSearchPage');
export const HttpApiDetailPage = lazyPage(() => import('../docs/api-store/http-api-detail.page'), 'HttpApiDetailPage');
