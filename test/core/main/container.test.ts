import { describe, expect, it } from 'vitest';
import type { Portal } from '../../../src/application/features/portal';

type FeatureName = Exclude<keyof Portal, 'values' | 'session' | 'notifications'>;
import type { Deployment } from '../../../src/domain/deployment/deployment';
import { createAppContainer, resolvePortal } from '../../../src/main/container/create-container';
import { TOKENS } from '../../../src/main/container/tokens';
import type { Platform } from '../../../src/main/container/platform.module';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { externalDeployment, internalDeployment, localDeployment } from '../../fakes/deployments';
import { createFakeLocation } from '../../fakes/fake-location';
import { createMemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { createMemoryStore } from '../../fakes/memory-store';

/** Every member of every feature: the compiler refuses this object when a member is added and not listed here. */
const FEATURE_MEMBERS: { readonly [F in FeatureName]: Record<keyof Portal[F], true> } = {
  identity: { loadCurrentUser: true, startLogin: true, loginFor: true, continueAfterLogin: true, completeLoginReturn: true, completeStaffLogin: true, loadTeamSituation: true, chooseTeam: true, ensureVisitorCookie: true, takeTeamSwitched: true, logout: true, relogin: true, openConsole: true, consoleUrl: true, startAppAuthorization: true, completeAppAuthorization: true, appAuthorizationOutcome: true, clearAppAuthorization: true },
  documents: { bizUnits: true, releaseDocs: true, docs: true, openBizUnit: true, sdkDownloadUrl: true, richText: true, sanitizer: true, diagrams: true, documentExport: true, evaluateDoc: true, submitDocFeedback: true, answerWasThisHelpful: true, callApi: true },
  search: { searchDocs: true, countHits: true, suggest: true, prepareSearch: true, recentFinds: true, rememberFind: true },
  tools: { queryToken: true, testableApis: true, loadTestForm: true, runApiTest: true, requestSigner: true, gatewayBaseUrl: true, recallToolDraft: true, keepToolDraft: true },
  support: { workOrders: true, assistant: true, faqProblems: true, faqNeighbours: true },
  products: { checkApplyPermission: true, loadProductCatalogue: true, loadShowcaseProducts: true, loadProductDetail: true, loadApplyForm: true, loadSystemApplyForm: true, submitApplication: true, submitSystemApplication: true, listMySystems: true, loadApplicationResult: true },
  preferences: { getLocale: true, setLocale: true, getThemeChoice: true, setThemeChoice: true, chooseSite: true, isNoticeClosed: true, closeNotice: true, formDrafts: true },
};

/** Members only a deployment on OpenAPI documents has. */
const OPENAPI_ONLY: Readonly<Partial<Record<FeatureName, readonly string[]>>> = { documents: ['callApi'] };

const platformFor = (deployment: Deployment): Platform => ({
  deployment,
  hostTable: HOST_TABLE,
  portalConfig: { supportPhone: '1', supportEmail: 'a@example.com', internationalPhone: '2', internationalEmail: 'b@example.com', copyrightEndYear: 2023 },
  loginSource: 'test',
  fetch: () => Promise.reject(new Error('no network in this test')),
  localStore: createMemoryStore(),
  sessionStorage: createMemoryStore(),
  cookies: createMemoryCookieJar(),
  location: createFakeLocation(`https://${deployment.host}/#/home`),
  randomId: () => 'f'.repeat(32),
});

describe('container', () => {
  it.each([
    ['internal', internalDeployment],
    ['external', externalDeployment],
    ['OpenAPI documents', localDeployment({ docs: 'openapi' })],
  ] as const)('the %s deployment provides every feature, each member bound', async (_variant, deployment) => {
    const portal = resolvePortal(await createAppContainer(platformFor(deployment)));
    for (const feature of Object.keys(FEATURE_MEMBERS) as FeatureName[]) {
      const members = portal[feature] as unknown as Record<string, unknown>;
      const only = deployment.docs === 'openapi' ? [] : (OPENAPI_ONLY[feature] ?? []);
      expect(Object.keys(members).sort(), feature).toEqual(Object.keys(FEATURE_MEMBERS[feature]).filter((key) => !only.includes(key)).sort());
      for (const key of Object.keys(members)) expect(members[key], `${feature}.${key}`).toBeDefined();
    }
    expect(portal.values.deployment).toEqual(deployment);
  });

  it('binds the variant login: staff single sign-on inside, the identity service outside', async () => {
    const internal = resolvePortal(await createAppContainer(platformFor(internalDeployment))).identity;
    const staffLogin = await internal.startLogin('https://test-open-staff.example.com/#/home')();
    expect(staffLogin).toMatchObject({ _tag: 'Right' });
    expect(staffLogin._tag === 'Right' && new URL(staffLogin.right).host).toBe('test-sso.example.net');

    // The external login address comes from the backend, which this test's fetch cannot reach.
    const external = resolvePortal(await createAppContainer(platformFor(externalDeployment))).identity;
    expect(await external.startLogin('https://test-open.example.com/#/home')()).toMatchObject({ _tag: 'Left' });
  });

  it.each([
    'https://evil.example.org/login',
    '//evil.example.org/login',
    'javascript:alert(1)',
    'https://id.example.net.evil.example.org/login',
  ])('never follows a login address from /getLogin off the allow-list: %s', async (hostile) => {
    const location = createFakeLocation(`https://${externalDeployment.host}/#/home`);
    const fetch = () => Promise.resolve(Response.json({ code: 20000, message: 'success', data: { returnUrl: hostile } }));
    const external = resolvePortal(await createAppContainer({ ...platformFor(externalDeployment), fetch, location })).identity;
    expect(await external.startLogin()()).toMatchObject({ _tag: 'Left', left: { kind: 'RedirectRefused' } });
    expect(location.assigned).toEqual([]);
  });

  it('shares one session store and one notification centre across resolutions', async () => {
    const container = await createAppContainer(platformFor(externalDeployment));
    const portal = resolvePortal(container);
    expect(resolvePortal(container)).toBe(portal);
    expect(portal.session).toBe(container.get(TOKENS.Session));
    expect(portal.notifications).toBe(container.get(TOKENS.Notifications));
  });
});
