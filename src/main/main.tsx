import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { describeError } from '../application/errors/failure-policy';
import { keyMessage } from '../application/notifications/message';
import type { UseCases } from '../application/use-cases';
import { SITE_KEY } from '../application/use-cases/preferences.use-case';
import { createBrowserLocation } from '../infrastructure/browser/browser-location';
import { createDocumentCookieJar } from '../infrastructure/browser/document-cookie.jar';
import { createWebStorageStore } from '../infrastructure/browser/local-storage.store';
import { createI18n } from '../ui/i18n/i18n';
import { App } from './app';
import { configuredDeployment, portalConfigFrom, readPortalEnv } from './config/portal-env';
import { createAppContainer, resolveUseCases } from './container/create-container';
import { detectDeployment } from './deployment/detect-deployment';
import { HOST_TABLE } from './deployment/host-table.config';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';

/**
 * Who is here. A staff single sign-on return (ticket in the address) is completed first and leads to the team
 * choice or home; otherwise the probe reads the user, and a visitor stays a visitor (it never forces login).
 */
const identifyVisitor = async (useCases: UseCases, router: AppRouter): Promise<void> => {
  useCases.ensureVisitorCookie();
  if (useCases.takeTeamSwitched()) useCases.notifications().toast('success', keyMessage('pages.chooseSupplier.switched'));
  const outcome = await useCases.completeStaffLogin();
  switch (outcome.kind) {
    case 'none':
      await useCases.loadCurrentUser({ probe: true })();
      return;
    case 'chooseTeam':
      await router.navigate({ to: '/chooseSupplier', replace: true });
      return;
    case 'home':
      await router.navigate({ to: '/home', replace: true });
      return;
    case 'signedIn':
      return;
    case 'failed':
      // The failure policy has shown user-info failures, and business, HTTP and timeout failures of any step.
      if (outcome.step !== 'userInfo' && (outcome.error.kind === 'Network' || outcome.error.kind === 'Contract')) {
        useCases.notifications().toast('error', describeError(outcome.error));
      }
  }
};

const start = async (): Promise<void> => {
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
  const useCases = resolveUseCases(container);
  const locale = useCases.getLocale();
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en-US';
  const i18n = createI18n(locale);
  const queryClient = createQueryClient();
  const router = createAppRouter({ useCases, queryClient });

  void identifyVisitor(useCases, router);

  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App useCases={useCases} queryClient={queryClient} i18n={i18n} router={router} />
    </StrictMode>,
  );
};

void start();
