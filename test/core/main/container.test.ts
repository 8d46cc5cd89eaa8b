import { describe, expect, it } from 'vitest';
import type { UseCaseKey } from '../../../src/application/use-cases';
import type { Deployment } from '../../../src/domain/deployment/deployment';
import { createAppContainer, resolveUseCases } from '../../../src/main/container/create-container';
import type { Platform } from '../../../src/main/container/platform.module';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { externalDeployment, internalDeployment } from '../../fakes/deployments';
import { createFakeLocation } from '../../fakes/fake-location';
import { createMemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { createMemoryStore } from '../../fakes/memory-store';

/** Every key of the registry: the compiler refuses this object when a use case is added and not listed here. */
const ALL_KEYS: Record<UseCaseKey, true> = {
  deployment: true,
  features: true,
  portalConfig: true,
  chromeLinks: true,
  sites: true,
  session: true,
  notifications: true,
  loadCurrentUser: true,
  startLogin: true,
  completeLoginReturn: true,
  checkApplyPermission: true,
  startAppAuthorization: true,
  completeAppAuthorization: true,
  appAuthorizationOutcome: true,
  clearAppAuthorization: true,
  completeStaffLogin: true,
  listTeams: true,
  loadTeamSituation: true,
  chooseTeam: true,
  takeTeamSwitched: true,
  formDrafts: true,
  ensureVisitorCookie: true,
  logout: true,
  openConsole: true,
  consoleUrl: true,
  relogin: true,
  richText: true,
  sanitizer: true,
  requestSigner: true,
  diagrams: true,
  documentExport: true,
  openBizUnit: true,
  apiMenu: true,
  apiDoc: true,
  apiPage: true,
  guideTree: true,
  guideDoc: true,
  releaseDocList: true,
  productDocTree: true,
  miniProduct: true,
  messageMenu: true,
  messageDoc: true,
  baseSdks: true,
  bizSdks: true,
  sdkDownloadUrl: true,
  listClassifiedBizUnits: true,
  unreadWorkOrderCount: true,
  faqTypes: true,
  faqProblems: true,
  faqProblem: true,
  faqNeighbours: true,
  assistantKind: true,
  assistant: true,
  evaluateDoc: true,
  searchDocs: true,
  queryToken: true,
  loadProductCatalogue: true,
  loadShowcaseProducts: true,
  loadProductDetail: true,
  loadApplyForm: true,
  loadSystemApplyForm: true,
  submitApplication: true,
  submitSystemApplication: true,
  listMySystems: true,
  loadApplicationResult: true,
  testableApis: true,
  loadTestForm: true,
  runApiTest: true,
  recallToolDraft: true,
  keepToolDraft: true,
  submitDocFeedback: true,
  answerWasThisHelpful: true,
  getLocale: true,
  setLocale: true,
  chooseSite: true,
  isNoticeClosed: true,
  closeNotice: true,
};

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
  ] as const)('the %s profile provides every use case', async (_variant, deployment) => {
    const useCases = resolveUseCases(await createAppContainer(platformFor(deployment)));
    expect(Object.keys(useCases).sort()).toEqual(Object.keys(ALL_KEYS).sort());
    for (const key of Object.keys(ALL_KEYS) as UseCaseKey[]) {
      expect(typeof useCases[key], key).toBe('function');
    }
    expect(useCases.deployment()).toEqual(deployment);
  });

  it('binds the variant login: staff single sign-on inside, the identity service outside', async () => {
    const internal = resolveUseCases(await createAppContainer(platformFor(internalDeployment)));
    const staffLogin = await internal.startLogin('https://test-open-staff.example.com/#/home')();
    expect(staffLogin).toMatchObject({ _tag: 'Right' });
    expect(staffLogin._tag === 'Right' && new URL(staffLogin.right).host).toBe('test-sso.example.net');

    // The external login address comes from the backend, which this test's fetch cannot reach.
    const external = resolveUseCases(await createAppContainer(platformFor(externalDeployment)));
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
    const external = resolveUseCases(await createAppContainer({ ...platformFor(externalDeployment), fetch, location }));
    expect(await external.startLogin()()).toMatchObject({ _tag: 'Left', left: { kind: 'RedirectRefused' } });
    expect(location.assigned).toEqual([]);
  });

  it('shares one session store and one notification centre across resolutions', async () => {
    const useCases = resolveUseCases(await createAppContainer(platformFor(externalDeployment)));
    expect(useCases.session()).toBe(useCases.session());
    expect(useCases.notifications()).toBe(useCases.notifications());
  });
});
