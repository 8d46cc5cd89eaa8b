import { loadOnce } from '../../src/application/concurrency/load-once';
import type { Team } from '../../src/domain/user/team';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../src/application/errors/app-error';
import { createNotificationCenter } from '../../src/application/notifications/notification-center';
import type { PortalConfig } from '../../src/application/ports/portal-config.port';
import { createSessionStore, type SessionStore } from '../../src/application/session/session';
import { makeFormDrafts } from '../../src/application/use-cases/form-drafts.use-case';
import { consolePath } from '../../src/application/use-cases/open-console.use-case';
import type { BizUnitClassification, SolutionType } from '../../src/domain/biz-unit/biz-unit';
import type { Locale } from '../../src/domain/deployment/deployment';
import type { SiteEntry } from '../../src/domain/deployment/host-table';
import { parseThemeChoice } from '../../src/domain/theme/theme';
import type { User } from '../../src/domain/user/user';
import { createMemoryStore } from '../../src/infrastructure/browser/local-storage.store';
import { chromeLinksFor } from '../../src/main/deployment/portal-features.config';
import { externalDeployment, featuresOf } from './deployments';
import { portalOf, type FlatKey, type FlatPortal } from './fake-portal';
import type { Portal } from '../../src/application/features/portal';
import {
  sampleApiDoc,
  sampleApiMenu,
  sampleApiPages,
  sampleBaseSdks,
  sampleBizSdks,
  sampleGuideDoc,
  sampleGuideTree,
  sampleMessageDoc,
  sampleMessageMenu,
  sampleProduct,
  sampleProductDocTree,
  sampleReleaseDocs,
  sampleUnit,
} from './sample-docs';
import { aUser } from './fake-user-port';
import { sampleFaqTypes, sampleNeighbours, sampleProblemDetail, sampleProblemPage } from './sample-faq';
import { fakeDiagramRenderer } from './fake-diagrams';
import { fakeAssistant } from './fake-assistant';

/** Every call made through a fake registry, by use-case name, with its arguments. */
export type CallLog = { readonly [K in FlatKey]: unknown[][] };

/**
 * A complete Portal of in-memory fakes, flat (`useCases.logout`) and as the views receive it (`useCases.portal`); it
 * records its calls (`useCases.calls.logout.length`).
 */
export type FakeUseCases = FlatPortal & { readonly calls: CallLog; readonly portal: Portal };

export const sampleTeams: readonly Team[] = [
  { id: 1001, name: '华东仓配运营组', code: 'SUP-EC-1001' },
  { id: 1002, name: '跨境物流技术部', code: 'SUP-CB-1002' },
];

/** The deployment's gateway as the fake configures it (the signature tool's default base URL). */
export const FAKE_GATEWAY = 'https://gateway.example.org';

export const fakePortalConfig: PortalConfig = {
  supportPhone: '400-000-0000',
  supportEmail: 'support@example.com',
  internationalPhone: '+1 000-000-0000',
  internationalEmail: 'global-support@example.com',
  copyrightEndYear: 2023,
};

export const fakeSites: readonly SiteEntry[] = [
  { host: 'eu-open.example.com', label: 'site.eu', serverRoom: 'eu' },
  { host: 'global-open.example.com', label: 'site.us', serverRoom: 'us' },
];

/** Classified business units per solution type (2 API with a project group, 3 scenario, 1 industry). */
export const sampleClassifications: Readonly<Record<SolutionType, readonly BizUnitClassification[]>> = {
  2: [
    {
      id: 1,
      classifyCode: 'warehouse',
      classifyName: '仓储',
      classifyNameEn: 'Warehousing',
      bizUnits: [
        { id: 101, name: '入库单', nameEn: 'Inbound orders', code: 'inbound' },
        { id: 102, name: '出库单', nameEn: 'Outbound orders', code: 'outbound', publishRange: 1 },
      ],
    },
    {
      id: 2,
      classifyCode: 'express',
      classifyName: '快递',
      classifyNameEn: 'Express',
      bizUnits: [{ id: 201, name: '运单', nameEn: 'Waybills', code: 'waybill' }],
    },
    {
      id: 3,
      classifyCode: 'project',
      classifyName: '项目',
      classifyNameEn: 'Projects',
      bizUnits: [{ id: 301, name: '定制对接', nameEn: 'Custom integration', code: 'custom' }],
    },
  ],
  3: [
    {
      id: 10,
      classifyCode: 'retail',
      classifyName: '零售',
      classifyNameEn: 'Retail',
      bizUnits: [{ id: 401, name: '门店补货', nameEn: 'Store replenishment', code: 'replenish' }],
    },
  ],
  1: [
    {
      id: 20,
      classifyCode: 'industry',
      classifyName: '行业',
      classifyNameEn: 'Industries',
      bizUnits: [{ id: 501, name: '酒类仓储', nameEn: 'Liquor warehousing', code: 'wine' }],
    },
  ],
};

/** A session whose user check has answered: a visitor (default) or the given user. */
export const checkedSession = (user?: User): SessionStore => {
  const session = createSessionStore();
  if (user) session.signedIn(user);
  else session.signedOut();
  return session;
};

export const signedInSession = (overrides: Partial<User> = {}): SessionStore => checkedSession(aUser(overrides));

const notLogin: AppError = { kind: 'NotLogin', code: 999999 };

const defaults = (overrides: Partial<FlatPortal>): FlatPortal => {
  const deployment = () => overrides.deployment?.() ?? externalDeployment;
  // The features the container binds for that deployment, unless a test gives its own.
  const features = () => overrides.features?.() ?? featuresOf(deployment());
  const session = checkedSession();
  const notifications = createNotificationCenter();
  const assistant = fakeAssistant();
  const local = new Map<string, string>();
  const formDrafts = makeFormDrafts({ sessionStorage: createMemoryStore() });
  let locale: Locale = 'zh-cn';
  return {
    deployment,
    features,
    portalConfig: () => fakePortalConfig,
    chromeLinks: () => chromeLinksFor(deployment()),
    sites: () => fakeSites,
    session: () => session,
    notifications: () => notifications,
    loadCurrentUser: () => {
      const user = (overrides.session?.() ?? session).get().user;
      return user ? TE.right(user) : TE.left(notLogin);
    },
    startLogin: (returnUrl) => TE.right(`https://login.test/login?ReturnUrl=${encodeURIComponent(returnUrl ?? '')}`),
    loginFor: () => TE.right('https://login.test/login'),
    continueAfterLogin: () => TE.right('nothing'),
    completeLoginReturn: () => TE.right({ kind: 'none' }),
    completeStaffLogin: () => TE.right({ kind: 'none' }),
    loadTeamSituation: () => TE.right({ teams: sampleTeams }),
    chooseTeam: () => () => undefined,
    takeTeamSwitched: () => false,
    formDrafts: () => formDrafts,
    ensureVisitorCookie: () => undefined,
    logout: () => TE.fromIO(() => (overrides.session?.() ?? session).signedOut()),
    openConsole: () => TE.right((overrides.session?.() ?? session).get().loggedIn ? 'console' : 'login'),
    consoleUrl: (page) => consolePath(features().consoleBase, page),
    relogin: () => TE.right('https://login.test/login'),
    checkApplyPermission: () => TE.right({ kind: 'allowed' }),
    startAppAuthorization: (appKey) => () => E.right(`https://oauth.test/oauth/authorize?client_id=${appKey}`),
    completeAppAuthorization: () => undefined,
    appAuthorizationOutcome: () => undefined,
    clearAppAuthorization: () => undefined,
    // The real adapter (it needs a DOM: ui tests only).
    requestSigner: loadOnce(() =>
      import('../../src/infrastructure/crypto/digest.adapter').then((module) =>
        import('../../src/application/use-cases/sign-request.use-case').then((signing) => signing.makeSignRequest({ digest: module.nobleDigest, gatewayBaseUrl: FAKE_GATEWAY })),
      ),
    ),
    gatewayBaseUrl: () => FAKE_GATEWAY,
    sanitizer: loadOnce(() => import('../../src/infrastructure/rich-text/sanitizer.adapter').then((module) => module.createSanitizer())),
    richText: loadOnce(() => import('../../src/infrastructure/rich-text/rich-text.adapter').then((module) => module.createRichText())),
    // Mermaid cannot draw in jsdom (no layout): a fake that draws a small SVG.
    diagrams: () => Promise.resolve(fakeDiagramRenderer),
    // The real exporters (plain functions, no DOM needed).
    documentExport: () => import('../../src/infrastructure/export/document-export.adapter').then((module) => module.createDocumentExport()),
    openBizUnit: () => TE.right({ kind: 'readable', unit: sampleUnit }),
    apiMenu: () => TE.right(sampleApiMenu),
    apiDoc: () => TE.right(sampleApiDoc),
    apiPage: (_unitId, lastId) => TE.right(sampleApiPages(lastId)),
    guideTree: () => TE.right(sampleGuideTree),
    guideDoc: () => TE.right(sampleGuideDoc),
    messageMenu: () => TE.right(sampleMessageMenu),
    messageDoc: () => TE.right(sampleMessageDoc),
    baseSdks: () => TE.right(sampleBaseSdks),
    bizSdks: () => TE.right(sampleBizSdks),
    releaseDocList: () => TE.right(sampleReleaseDocs),
    productDocTree: () => TE.right(sampleProductDocTree),
    miniProduct: () => TE.right(sampleProduct),
    sdkDownloadUrl: (sdk) => (sdk.fileKey ? `https://files.test/${sdk.fileKey}` : undefined),
    listClassifiedBizUnits: (solutionType = 2) => TE.right(sampleClassifications[solutionType]),
    unreadWorkOrderCount: () => TE.right(0),
    faqTypes: () => TE.right(sampleFaqTypes),
    faqProblems: (_type, page) => TE.right(sampleProblemPage(page)),
    faqProblem: (code) => TE.right(sampleProblemDetail(code)),
    faqNeighbours: (code) => TE.right(sampleNeighbours(code)),
    assistant: () => assistant,
    evaluateDoc: () => TE.right(undefined),
    searchDocs: () => TE.right({ hits: [], total: 0, page: 1, pageCount: 1 }),
    countHits: () => TE.right(0),
    suggest: () => TE.right([]),
    prepareSearch: () => undefined,
    recentFinds: () => [],
    rememberFind: () => () => [],
    queryToken: () => TE.right({ grants: [], masked: false, elsewhere: 0 }),
    // Products, applications and My System (issue #7): empty answers; tests of those pages pass their own.
    loadProductCatalogue: () => TE.right([]),
    loadShowcaseProducts: () => TE.right([]),
    loadProductDetail: () => TE.left({ kind: 'NotFound' }),
    loadApplyForm: () => TE.left({ kind: 'NotAdministrator' }),
    loadSystemApplyForm: () => TE.left({ kind: 'NotAdministrator' }),
    submitApplication: () => TE.left({ kind: 'Network' }),
    submitSystemApplication: () => TE.left({ kind: 'Network' }),
    listMySystems: () => TE.right({ pageNum: 1, pageSize: 10, total: 0, items: [] }),
    loadApplicationResult: () => TE.right(undefined),
    testableApis: () => TE.right([]),
    loadTestForm: () => TE.right({ tree: [], jsonText: '[\n  {}\n]', requestExamples: [] }),
    runApiTest: () => TE.left({ kind: 'TestCallFailed', step: 'test', cause: { kind: 'Network' } }),
    recallToolDraft: () => () => ({}),
    keepToolDraft: () => () => undefined,
    submitDocFeedback: () => TE.right(undefined),
    answerWasThisHelpful: () => TE.right(undefined),
    getLocale: () => locale,
    setLocale: (next) => () => {
      locale = next;
    },
    getThemeChoice: () => parseThemeChoice(local.get('theme') ?? null),
    setThemeChoice: (choice) => () => void local.set('theme', choice),
    chooseSite: () => () => true,
    isNoticeClosed: () => local.get('notice') === '1',
    closeNotice: () => void local.set('notice', '1'),
  };
};

/**
 * A complete Portal for tests: in-memory fakes (external test deployment, a visitor, sample business units),
 * with per-test overrides; every call, overridden or not, is recorded in `calls`.
 */
export const fakeUseCases = (overrides: Partial<FlatPortal> = {}): FakeUseCases => {
  const base: FlatPortal = { ...defaults(overrides), ...overrides };
  const calls = Object.fromEntries(Object.keys(base).map((key) => [key, [] as unknown[][]])) as unknown as CallLog;
  const recorded = Object.fromEntries(
    (Object.keys(base) as FlatKey[]).map((key) => {
      const member: unknown = base[key];
      // Code a view draws with (a LoadOnce) is read, not called: kept as it is.
      if (typeof member !== 'function') return [key, member];
      const fn = member as (...args: unknown[]) => unknown;
      return [
        key,
        (...args: unknown[]) => {
          calls[key].push(args);
          return fn(...args);
        },
      ];
    }),
  ) as unknown as FlatPortal;
  return { ...recorded, calls, portal: portalOf(recorded) };
};
