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
