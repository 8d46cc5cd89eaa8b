import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/mini';
import { isLocale, type Variant } from '../domain/deployment/deployment';
import { DOCS_SOURCE_PLUGINS } from './container/docs-sources/docs-sources';
import { resolveLocale } from '../domain/deployment/resolve-deployment';
import { createBrowserLocation } from '../infrastructure/browser/browser-location';
import { createDocumentCookieJar } from '../infrastructure/browser/document-cookie.jar';
import { createWebStorageStore } from '../infrastructure/browser/local-storage.store';
import { createI18n } from '../ui/i18n/i18n';
import { loadLocale, loadLocaleAreas } from '../ui/i18n/resources';
import { App } from './app';
import { configuredDeployment, portalConfigFrom, readPortalEnv } from './config/portal-env';
import { createAppContainer, resolvePortal } from './container/create-container';
import { TOKENS } from './container/tokens';
import { detectDeployment } from './deployment/detect-deployment';
import { HOST_TABLE } from './deployment/host-table.config';
import { identifyVisitor, type Navigate, watchForTickets } from './identify-visitor';
import { createQueryClient } from './query-client';
import { createAppRouter, endToastsWithTheirPage, preloadCurrentPage } from './router';
import { reportCaughtError } from '../ui/routes/caught-errors';
import { LOCALE_KEY, SITE_KEY } from '../application/session/storage-keys';

/** Staff single sign-on answers with a ticket in the address, on any page (spec §4); the identity service does not. */
const TICKETS_IN_ADDRESSES: Readonly<Record<Variant, boolean>> = { internal: true, external: false };

const start = async (): Promise<void> => {
  // The deployment's CSP allows no eval (docs/deployment.md): zod parses without compiling parsers with `new Function`,
  // and does not even probe for it (a caught probe is still reported as a CSP violation).
  zodConfig({ jitless: true });
  const env = readPortalEnv(import.meta.env);
  const localStore = createWebStorageStore(() => window.localStorage);
  const { deployment, redirectTo } = detectDeployment(
    HOST_TABLE,
    window.location,
    localStore.get(SITE_KEY),
    configuredDeployment(env),
  );
  if (redirectTo) {
    window.location.replace(redirectTo);
    return;
  }

  // A link from a published page (`/?lang=en-us#/…`) carries the language it was read in: the reader's choice now.
  const linkedLocale = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(linkedLocale)) localStore.set(LOCALE_KEY, linkedLocale);

  // The strings of the reader's language start loading beside the variant's profile, not after it (one round trip
  // less); `loadLocale` below gets the same load. A failure is reported there.
  loadLocale(resolveLocale(localStore.get(LOCALE_KEY), deployment)).catch(() => undefined);
  const documentWords = loadLocaleAreas(DOCS_SOURCE_PLUGINS[deployment.docs].localeAreas).catch(() => undefined);
  const container = await createAppContainer({
    deployment,
    hostTable: HOST_TABLE,
    portalConfig: portalConfigFrom(env),
    loginSource: env.VITE_LOGIN_SOURCE,
    fetch: window.fetch.bind(window),
    localStore,
    sessionStorage: createWebStorageStore(() => window.sessionStorage),
    cookies: createDocumentCookieJar(),
    location: createBrowserLocation(),
    randomId: () => crypto.randomUUID().replaceAll('-', ''),
  });
  const portal = resolvePortal(container);
  const locale = portal.preferences.getLocale();
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en-US';
  await Promise.all([loadLocale(locale), documentWords]);
  const i18n = createI18n(locale);
  const queryClient = createQueryClient(container.get(TOKENS.FailureAnnouncer));
  // Before the router reads the address: an OAuth answer leaves it for the /oauth route.
  portal.identity.completeAppAuthorization();
  let settle!: () => void;
  const sessionSettled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const router = createAppRouter({ portal, queryClient, sessionSettled });
  endToastsWithTheirPage(router, portal.notifications);
  preloadCurrentPage(router);
  // The routes' checks and loaders (the page's calls) start now, beside its chunks, not once the first render has
  // committed (the router would start them from its first layout effect, which sees this load and keeps it). Until
  // then the router is not listening to the address: a change meanwhile (back, a link, a login return) loads here.
  router.load().catch(() => undefined);
  const stopEarlyListening = router.history.subscribe(() => void router.load().catch(() => undefined));

  const navigate: Navigate = (to) => router.navigate({ to, replace: true });
  void identifyVisitor(portal, navigate, settle).then(() => {
    if (TICKETS_IN_ADDRESSES[deployment.variant]) watchForTickets(portal, navigate, (listener) => router.subscribe('onResolved', listener));
  });

  const root = document.getElementById('root');
  if (!root) return;
  // A transition: React renders the first view in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task that holds input (Lighthouse's total blocking time).
  const reactRoot = createRoot(root, { onCaughtError: reportCaughtError });
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App portal={portal} queryClient={queryClient} i18n={i18n} router={router} onRouterMounted={stopEarlyListening} />
      </StrictMode>,
    );
  });
};

/*
 * When start-up itself fails (the entry loaded but a chunk it needs did not), the page says so instead of staying
 * blank. Both languages at once: the strings of either may be what failed to load.
 */
const STARTUP_FAILED = ['门户未能启动，请检查网络后刷新页面。', 'The portal could not start. Check your connection and reload the page.'];

start().catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root && !root.hasChildNodes()) {
    root.replaceChildren(...STARTUP_FAILED.map((text, index) => Object.assign(document.createElement('p'), { textContent: text, lang: index === 0 ? 'zh-CN' : 'en' })));
    root.setAttribute('role', 'alert');
  }
  throw error;
});
