import { ContainerModule, type ResolutionContext } from 'inversify';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AssistantServices } from '../../application/assistant/assistant-services';
import type { UseCases } from '../../application/use-cases';
import { makeLoadCurrentUser } from '../../application/use-cases/load-current-user.use-case';
import { makeChooseTeam, makeTakeTeamSwitched } from '../../application/use-cases/choose-team.use-case';
import { makeFormDrafts } from '../../application/use-cases/form-drafts.use-case';
import { makeAppAuthorization } from '../../application/use-cases/app-authorization.use-case';
import { makeCheckApplyPermission } from '../../application/use-cases/check-apply-permission.use-case';
import { makeListMySystems } from '../../application/use-cases/list-my-systems.use-case';
import { makeLoadApplicationResult } from '../../application/use-cases/load-application-result.use-case';
import { makeLoadApplyForm, makeLoadSystemApplyForm } from '../../application/use-cases/load-apply-form.use-case';
import { makeLoadProductDetail } from '../../application/use-cases/load-product-detail.use-case';
import { makeLoadProductCatalogue, makeLoadShowcaseProducts } from '../../application/use-cases/load-products.use-case';
import { makeSubmitApplication, makeSubmitSystemApplication } from '../../application/use-cases/submit-application.use-case';
import { makeCompleteLoginReturn } from '../../application/use-cases/complete-login-return.use-case';
import { makeCompleteStaffLogin } from '../../application/use-cases/complete-staff-login.use-case';
import { makeEvaluateDoc, makeSubmitDocFeedback } from '../../application/use-cases/doc-evaluation.use-case';
import { makeAnswerWasThisHelpful } from '../../application/use-cases/was-this-helpful.use-case';
import { makeEnsureVisitorCookie } from '../../application/use-cases/visitor-cookie.use-case';
import { makeEndSession, makeLogout, makeRelogin } from '../../application/use-cases/logout.use-case';
import { makeLoadTeamSituation } from '../../application/use-cases/current-team.use-case';
import { makeCloseNotice, makeIsNoticeClosed } from '../../application/use-cases/notice-banner.use-case';
import { makeKeepToolDraft, makeRecallToolDraft } from '../../application/use-cases/tool-draft.use-case';
import { makeOpenBizUnit } from '../../application/use-cases/open-biz-unit.use-case';
import { consolePath, makeOpenConsole } from '../../application/use-cases/open-console.use-case';
import { makeChooseSite, makeGetLocale, makeSetLocale } from '../../application/use-cases/preferences.use-case';
import { makeQueryToken } from '../../application/use-cases/query-token.use-case';
import { makeLoadTestableApis, makeLoadTestForm, makeRunApiTest } from '../../application/use-cases/api-test.use-case';
import { makeListProblems, makeProblemNeighbours } from '../../application/use-cases/question-docs.use-case';
import { makeSearchDocs } from '../../application/use-cases/search-docs.use-case';
import { makeStartLogin } from '../../application/use-cases/start-login.use-case';
import { loginServiceOrigin } from '../../infrastructure/login/login-origin';
import { chromeLinksFor } from '../deployment/chrome-links.config';
import { lazyOnce } from './lazy-once';
import { TOKENS } from './tokens';

/** The rich-text adapter in its own chunk, loaded once by the first page that needs it. */
const loadRichText = lazyOnce(() => import('../../infrastructure/rich-text/rich-text.adapter').then((module) => module.createRichText()));

/** The sanitizer alone: what API and message documents and search need of the rich-text adapter. */
const loadSanitizer = lazyOnce(() => import('../../infrastructure/rich-text/sanitizer.adapter').then((module) => module.createSanitizer()));

/** The diagram renderer (mermaid) in its own chunk, loaded once by the first document that has a diagram. */
const loadDiagrams = lazyOnce(() => import('../../infrastructure/diagram/mermaid-diagram.adapter').then((module) => module.createMermaidDiagrams()));

/** The document exporters (Markdown, OpenAPI) in their own chunk, loaded once by the first download. */
const loadDocumentExport = lazyOnce(() => import('../../infrastructure/export/document-export.adapter').then((module) => module.createDocumentExport()));

/** The signature tool's signer: its rules and the hash libraries load with the tools pages only. */
const loadRequestSigner = lazyOnce(async () => {
  const [signing, crypto] = await Promise.all([import('../../application/use-cases/sign-request.use-case'), import('../../infrastructure/crypto/digest.adapter')]);
  return signing.makeSignRequest({ digest: crypto.nobleDigest });
});

const buildUseCases = (context: ResolutionContext): UseCases => {
  const deployment = context.get(TOKENS.Deployment);
  const hostTable = context.get(TOKENS.HostTable);
  const portalConfig = context.get(TOKENS.PortalConfig);
  const session = context.get(TOKENS.Session);
  const notifications = context.get(TOKENS.Notifications);
  const location = context.get(TOKENS.Location);
  const local = context.get(TOKENS.LocalStore);
  const login = context.get(TOKENS.LoginPort);
  const isAllowedRedirect = context.get(TOKENS.RedirectGuard);
  const bizUnits = context.get(TOKENS.BizUnitPort);
  const docs = context.get(TOKENS.DocPort);
  const releaseDocs = context.get(TOKENS.ReleaseDocPort);
  const workOrders = context.get(TOKENS.WorkOrderPort);
  const evaluations = context.get(TOKENS.EvaluationPort);
  const teams = context.get(TOKENS.TeamPort);
  const sessionStorage = context.get(TOKENS.SessionStorage);
  const cookies = context.get(TOKENS.Cookies);
  const sites = hostTable.sites[deployment.environment];
  const chromeLinks = chromeLinksFor(deployment);
  const features = context.get(TOKENS.PortalFeatures);
  const assistant: AssistantServices = {
    chat: context.get(TOKENS.AssistantPort),
    searchQuestions: (q, from, size) => context.get(TOKENS.FaqPort).searchQuestions(q, from, size),
    problem: (code) => pipe(workOrders.problem(code), TE.map((detail) => ({ title: detail.title, content: detail.contentHtml }))),
    scheduler: context.get(TOKENS.Scheduler),
    newId: context.get(TOKENS.RandomId),
  };
  const endpoints = hostTable.environments[deployment.environment];
  const appAuthorization = makeAppAuthorization({
    location,
    sessionStorage,
    randomId: context.get(TOKENS.RandomId),
    oauthOrigin: () => loginServiceOrigin(endpoints.oauthOrigin, location),
    isAllowedRedirect,
  });

  const formDrafts = makeFormDrafts({ sessionStorage });
  const startLogin = makeStartLogin({ login, location, sessionStorage, isAllowedRedirect });
  const endSession = makeEndSession({
    login,
    cookies,
    sessionStorage,
    session,
    cookieDomain: hostTable.environments[deployment.environment].cookieDomain,
  });

  const products = context.get(TOKENS.ProductPort);
  const mySystems = context.get(TOKENS.MySystemPort);
  const checkApplyPermission = makeCheckApplyPermission({ session, teams, startLogin: () => startLogin() });
  const loadCurrentUser = makeLoadCurrentUser({ users: context.get(TOKENS.UserPort), session });
  // Only the staff portal signs in with a single sign-on ticket.
  const completeStaffLogin =
    deployment.variant === 'internal'
      ? makeCompleteStaffLogin({
          location,
          tickets: context.get(TOKENS.TicketExchange),
          teams,
          session,
          sessionStorage,
          loadCurrentUser: () => loadCurrentUser(),
        })
      : () => TE.right({ kind: 'none' } as const);

  return {
    deployment: () => deployment,
    features: () => features,
    portalConfig: () => portalConfig,
    chromeLinks: () => chromeLinks,
    sites: () => sites,
    session: () => session,
    notifications: () => notifications,
    loadCurrentUser,
    completeLoginReturn: makeCompleteLoginReturn({ login, sessionStorage }),
    completeStaffLogin,
    listTeams: () => teams.teams(),
    loadTeamSituation: makeLoadTeamSituation({ teams, cookies, session }),
    chooseTeam: makeChooseTeam({
      cookies,
      sessionStorage,
      location,
      cookieDomain: hostTable.environments[deployment.environment].cookieDomain,
      isAllowedRedirect,
    }),
    ensureVisitorCookie: makeEnsureVisitorCookie({ cookies, randomId: context.get(TOKENS.RandomId) }),
    takeTeamSwitched: makeTakeTeamSwitched({ sessionStorage }),
    formDrafts: () => formDrafts,
    startLogin,
    logout: makeLogout({ endSession, login, location, isAllowedRedirect }),
    relogin: makeRelogin({ endSession, startLogin }),
    openConsole: makeOpenConsole({
      consoleBase: features.consoleBase,
      session,
      location,
      teams,
      sessionStorage,
      startLogin: () => startLogin(),
    }),
    startAppAuthorization: appAuthorization.start,
    completeAppAuthorization: appAuthorization.complete,
    appAuthorizationOutcome: appAuthorization.outcome,
    clearAppAuthorization: appAuthorization.clear,
    checkApplyPermission,
    loadProductCatalogue: makeLoadProductCatalogue({ products }),
    loadShowcaseProducts: makeLoadShowcaseProducts({ products }),
    loadProductDetail: makeLoadProductDetail({ products }),
    loadApplyForm: makeLoadApplyForm({ products, checkApplyPermission }),
    loadSystemApplyForm: makeLoadSystemApplyForm({ checkApplyPermission }),
    submitApplication: makeSubmitApplication({ products }),
    submitSystemApplication: makeSubmitSystemApplication({ mySystems }),
    listMySystems: makeListMySystems({ source: context.get(TOKENS.MySystemsSource) }),
    loadApplicationResult: makeLoadApplicationResult({ products }),
    consoleUrl: (page) => consolePath(features.consoleBase, page),
    richText: loadRichText,
    sanitizer: loadSanitizer,
    diagrams: loadDiagrams,
    documentExport: loadDocumentExport,
    requestSigner: loadRequestSigner,
    openBizUnit: makeOpenBizUnit({ docs, session, cookies }),
    apiMenu: (unitId) => docs.apiMenu(unitId),
    apiDoc: (apiId) => docs.apiDoc(apiId),
    apiPage: (unitId, lastId, size) => docs.apiPage(unitId, lastId, size),
    guideTree: (unitId) => docs.guideTree(unitId),
    guideDoc: (docId, source) => docs.guideDoc(docId, source),
    messageMenu: (unitId, source) => docs.messageMenu(unitId, source),
    messageDoc: (unitId, messageId) => docs.messageDoc(unitId, messageId),
    baseSdks: () => docs.baseSdks(),
    bizSdks: (unitId) => docs.bizSdks(unitId),
    releaseDocList: (type) => releaseDocs.releaseDocList(type),
    productDocTree: (productCode, tab) => releaseDocs.productDocTree(productCode, tab),
    miniProduct: (productCode) => releaseDocs.miniProduct(productCode),
    sdkDownloadUrl: (sdk) =>
      sdk.fileKey
        ? `${endpoints.fileOrigin || `${location.origin()}/__sandbox/files`}/${sdk.fileKey.split('/').map(encodeURIComponent).join('/')}`
        : undefined,
    listClassifiedBizUnits: (solutionType) => bizUnits.findClassified(solutionType),
    unreadWorkOrderCount: () => workOrders.unreadCount(),
    faqTypes: () => workOrders.faqTypes(),
    faqProblems: makeListProblems({ workOrders }),
    faqProblem: (code) => workOrders.problem(code),
    faqNeighbours: makeProblemNeighbours({ workOrders }),
    assistantKind: () => features.assistant,
    assistant: () => assistant,
    evaluateDoc: makeEvaluateDoc({ evaluations }),
    searchDocs: makeSearchDocs({ search: context.get(TOKENS.SearchPort) }),
    queryToken: makeQueryToken({ tokens: context.get(TOKENS.TokenPort) }),
    testableApis: makeLoadTestableApis({ apiTest: context.get(TOKENS.ApiTestPort) }),
    loadTestForm: makeLoadTestForm({ apiTest: context.get(TOKENS.ApiTestPort) }),
    runApiTest: makeRunApiTest({ apiTest: context.get(TOKENS.ApiTestPort) }),
    recallToolDraft: makeRecallToolDraft({ drafts: formDrafts }),
    keepToolDraft: makeKeepToolDraft({ drafts: formDrafts }),
    submitDocFeedback: makeSubmitDocFeedback({ evaluations }),
    answerWasThisHelpful: makeAnswerWasThisHelpful({ evaluations }),
    getLocale: makeGetLocale({ local, deployment }),
    setLocale: makeSetLocale({ local }),
    chooseSite: makeChooseSite({ local, location, deployment, sites, isAllowedRedirect }),
    isNoticeClosed: makeIsNoticeClosed({ local }),
    closeNotice: makeCloseNotice({ local }),
  };
};

/** The UseCases registry the views receive. */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.UseCases).toDynamicValue(buildUseCases).inSingletonScope();
});
