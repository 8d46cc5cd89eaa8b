import { lazyPage } from './lazy-page';

/** Route components, each in its own chunk. */
export const HomePage = lazyPage(() => import('../pages/home/home.page'), 'HomePage');
export const NotFoundPage = lazyPage(() => import('../pages/not-found.page'), 'NotFoundPage');
export const UpcomingPage = lazyPage(() => import('../pages/upcoming.page'), 'UpcomingPage');
export const ChooseSupplierPage = lazyPage(() => import('../pages/choose-supplier/choose-supplier.page'), 'ChooseSupplierPage');
export const OauthPage = lazyPage(() => import('../pages/oauth/oauth.page'), 'OauthPage');
export const ApiDocPage = lazyPage(() => import('../docs/api-doc/api-doc.page'), 'ApiDocPage');
