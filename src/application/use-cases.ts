import type { Either } from 'fp-ts/Either';
import type { IO } from 'fp-ts/IO';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { BizUnitClassification, SolutionType } from '../domain/biz-unit/biz-unit';
import type { Deployment, Locale, RegionalSite } from '../domain/deployment/deployment';
import type { PortalFeatures } from '../domain/deployment/portal-features';
import type { SiteEntry } from '../domain/deployment/host-table';
import type { DraftTool, StoredDraft } from '../domain/tool-draft/stored-draft';
import type { TeamSituation } from './use-cases/current-team.use-case';
import type { Team } from '../domain/user/team';
import type { User } from '../domain/user/user';
import type { DocFeedback, Vote } from '../domain/evaluation/doc-evaluation';
import type { HelpfulAnswer } from '../domain/evaluation/was-this-helpful';
import type { AppError } from './errors/app-error';
import type { NotificationCenter } from './notifications/notification-center';
import type { ApiDoc, ApiMenuGroup, ApiSummary } from '../domain/doc/api-doc';
import type { GuideTreeNode, MarkdownDoc } from '../domain/doc/guide-doc';
import type { MessageDoc, MessageMenuGroup } from '../domain/doc/message-doc';
import type { Sdk } from '../domain/doc/sdk';
import type { ProductDocTab, ProductName, ReleaseDocSummary } from '../domain/doc/release-doc';
import type { DiagramRenderer } from './ports/diagram.port';
import type { DocSource } from './ports/doc.port';
import type { ChromeLinks, PortalConfig } from './ports/portal-config.port';
import type { RichText, Sanitizer } from './ports/rich-text.port';
import type { DocumentExport } from './ports/document-export.port';
import type { UserInfoOptions } from './ports/user.port';
import type { SearchQuery, SearchResultPage } from '../domain/search/search';
import type { FaqType, ProblemDetail, ProblemNeighbours, ProblemPage } from '../domain/faq/question-doc';
import type { SessionStore } from './session/session';
import type { AssistantKind, AssistantServices } from './assistant/assistant-services';
import type { AuthorizationOutcome } from '../domain/oauth/app-authorization';
import type { StartAuthorizationError } from './use-cases/app-authorization.use-case';
import type { FormDrafts } from './use-cases/form-drafts.use-case';
import type { CheckApplyPermission } from './use-cases/check-apply-permission.use-case';
import type { LoginReturnError, LoginReturnOutcome } from './use-cases/complete-login-return.use-case';
import type { StaffLoginError, StaffLoginOutcome } from './use-cases/complete-staff-login.use-case';
import type { BizUnitAccess } from './use-cases/open-biz-unit.use-case';
import type { TokenQuery, TokenQueryError, TokenQueryResult } from './use-cases/query-token.use-case';
import type { SignRequest } from './use-cases/sign-request.use-case';
import type { makeListMySystems } from './use-cases/list-my-systems.use-case';
import type { makeLoadApplicationResult } from './use-cases/load-application-result.use-case';
import type { makeLoadApplyForm, makeLoadSystemApplyForm } from './use-cases/load-apply-form.use-case';
import type { makeLoadProductDetail } from './use-cases/load-product-detail.use-case';
import type { makeLoadProductCatalogue, makeLoadShowcaseProducts } from './use-cases/load-products.use-case';
import type { makeSubmitApplication, makeSubmitSystemApplication } from './use-cases/submit-application.use-case';
import type { ApiTestError, ApiTestResult, LoadTestFormInput, RunApiTestInput, TestForm } from './use-cases/api-test.use-case';
import type { TestableApiGroup } from '../domain/api-test/testable-api';
import type { ConsolePage, OpenConsoleError, OpenConsoleOutcome } from './use-cases/open-console.use-case';
import type { StartLoginError } from './use-cases/start-login.use-case';

/**
 * Everything the views may do, by name. React receives one of these through context (useUseCase('...'));
 * the composition root builds it per deployment profile. Views never see the container or an adapter.
 */
export interface UseCases {
  readonly deployment: () => Deployment;
  /** What this deployment shows and does differently (bound by its profile): views read it, never the variant. */
  readonly features: () => PortalFeatures;
  readonly portalConfig: () => PortalConfig;
  /** This deployment's external links of the chrome (top bar, survey, contact QR code). */
  readonly chromeLinks: () => ChromeLinks;
  readonly sites: () => readonly SiteEntry[];
  readonly session: () => SessionStore;
  readonly notifications: () => NotificationCenter;

  readonly loadCurrentUser: (options?: UserInfoOptions) => TaskEither<AppError, User>;
  readonly startLogin: (returnUrl?: string) => TaskEither<StartLoginError, string>;
  /** The first start after the login page: the identity service's token becomes the session (external). */
  readonly completeLoginReturn: () => TaskEither<LoginReturnError, LoginReturnOutcome>;
  /** Internal variant: finishes a single sign-on return (ticket in the address); 'none' elsewhere. */
  readonly completeStaffLogin: () => TaskEither<StaffLoginError, StaffLoginOutcome>;
  /** The signed-in user's teams (POST /user/getTeamListInfo). */
  readonly listTeams: () => TaskEither<AppError, readonly Team[]>;
  /** The teams and the current one, by name (the avatar menu, the team page). */
  readonly loadTeamSituation: () => TaskEither<AppError, TeamSituation>;
  /**
   * Stores the chosen team in its cookies and loads the page again (spec §4 "Team choice"), at `returnRoute` (the
   * portal route the team page was opened from) when it is allowed.
   */
  readonly chooseTeam: (team: Team, returnRoute?: string) => IO<void>;
  /** Sets the lcpinfo visitor cookie when it is missing (spec §9). */
  readonly ensureVisitorCookie: IO<void>;
  /** True once after a team choice reloaded the page. */
  readonly takeTeamSwitched: IO<boolean>;
  /** What was typed into a form and not yet sent, kept for the tab's session (docs/testing.md). */
  readonly formDrafts: () => FormDrafts;
  readonly logout: (returnUrl?: string) => TaskEither<never, void>;
  readonly openConsole: () => TaskEither<OpenConsoleError, OpenConsoleOutcome>;
  /** Console address of a page (app manager, open business, work orders) for this deployment. */
  readonly consoleUrl: (page: ConsolePage) => string;
  /** /oauth: hands an app key over to the gateway's OAuth authorization (the browser leaves on success). */
  readonly startAppAuthorization: (appKey: string) => IO<Either<StartAuthorizationError, string>>;
  /** Start-up: takes the authorization service's answer out of the address and keeps its outcome. */
  readonly completeAppAuthorization: IO<AuthorizationOutcome | undefined>;
  /** The outcome the /oauth page shows, until cleared. */
  readonly appAuthorizationOutcome: IO<AuthorizationOutcome | undefined>;
  readonly clearAppAuthorization: IO<void>;
  /** Whether the signed-in user may apply for a product: the team's administrator only (spec §4). */
  readonly checkApplyPermission: CheckApplyPermission;
  /** Products by classification (GET /product/release/classifiedProducts). */
  readonly loadProductCatalogue: ReturnType<typeof makeLoadProductCatalogue>;
  /** The products shown on home (GET /product/release/facadeProductShowList). */
  readonly loadShowcaseProducts: ReturnType<typeof makeLoadShowcaseProducts>;
  /** A product's detail page (GET /product/show/details/{id}), its sections split out. */
  readonly loadProductDetail: ReturnType<typeof makeLoadProductDetail>;
  /** The internal apply form of a product: the administrator check, then GET /productApply/findApplyUseProduct/{id}. */
  readonly loadApplyForm: ReturnType<typeof makeLoadApplyForm>;
  /** The external apply form (a WMS system): the administrator check first. */
  readonly loadSystemApplyForm: ReturnType<typeof makeLoadSystemApplyForm>;
  /** POST /productApply/submitApplication, validated first; a second submit while one runs sends nothing. */
  readonly submitApplication: ReturnType<typeof makeSubmitApplication>;
  /** POST /wms/apply, validated first; a second submit while one runs sends nothing. */
  readonly submitSystemApplication: ReturnType<typeof makeSubmitSystemApplication>;
  /** My System: internally the account's product applications, externally its WMS systems; paged. */
  readonly listMySystems: ReturnType<typeof makeListMySystems>;
  /** apply/result/{productCode}: the account's newest application of the product. */
  readonly loadApplicationResult: ReturnType<typeof makeLoadApplicationResult>;
  /** After the re-login prompt's Login: logout, then login (spec §8). */
  readonly relogin: () => TaskEither<StartLoginError, string>;

  /** The sanitizer and markdown renderer, loaded on first use (document pages). */
  readonly richText: () => Promise<RichText>;
  /** The sanitizer alone, in a much smaller chunk than the markdown renderer (API and message docs, search). */
  readonly sanitizer: () => Promise<Sanitizer>;
  /** The signature tool's signer (validation and the five steps), with the hash libraries in their own chunk. */
  readonly requestSigner: () => Promise<SignRequest>;
  /** The diagram renderer (mermaid), loaded only by a page whose document has a diagram. */
  readonly diagrams: () => Promise<DiagramRenderer>;
  /** The Markdown and OpenAPI exporters ("Download this page", "Download OpenAPI"), loaded on the first download. */
  readonly documentExport: () => Promise<DocumentExport>;

  /** A business unit's header data, after the restricted-unit check (spec §4 "Document access"). */
  readonly openBizUnit: (unitId: number, source: DocSource) => TaskEither<AppError, BizUnitAccess>;
  readonly apiMenu: (unitId: number) => TaskEither<AppError, readonly ApiMenuGroup[]>;
  readonly apiDoc: (apiId: number) => TaskEither<AppError, ApiDoc>;
  readonly apiPage: (unitId: number, lastId: number, size: number) => TaskEither<AppError, readonly ApiSummary[]>;
  readonly guideTree: (unitId: number) => TaskEither<AppError, readonly GuideTreeNode[]>;
  readonly guideDoc: (docId: number, source: DocSource) => TaskEither<AppError, MarkdownDoc>;
  readonly messageMenu: (unitId: number, source: DocSource) => TaskEither<AppError, readonly MessageMenuGroup[]>;
  readonly messageDoc: (unitId: number, messageId: number) => TaskEither<AppError, MessageDoc>;
  readonly baseSdks: () => TaskEither<AppError, readonly Sdk[]>;
  readonly bizSdks: (unitId: number) => TaskEither<AppError, readonly Sdk[]>;
  /** Where an SDK's file is downloaded; undefined when it has none ('SDK not exist!'). */
  readonly sdkDownloadUrl: (sdk: Sdk) => string | undefined;
  /** Released platform docs of a type (development support, getting started, the document centre). */
  readonly releaseDocList: (type: number) => TaskEither<AppError, readonly ReleaseDocSummary[]>;
  /** One tab's document tree of a product (document layout); its pages open with guideDoc. */
  readonly productDocTree: (productCode: string, tab: ProductDocTab) => TaskEither<AppError, readonly GuideTreeNode[]>;
  /** The product named in the document layout's header. */
  readonly miniProduct: (productCode: string) => TaskEither<AppError, ProductName>;

  readonly listClassifiedBizUnits: (solutionType?: SolutionType) => TaskEither<AppError, readonly BizUnitClassification[]>;
  readonly unreadWorkOrderCount: () => TaskEither<AppError, number>;
  /** The FAQ centre's menu: the work-order type tree (GET /workOrder/typeList). */
  readonly faqTypes: () => TaskEither<AppError, readonly FaqType[]>;
  /** One page (from 1, 10 a page) of a work-order type's problems, with their view counts. */
  readonly faqProblems: (type: string, page: number) => TaskEither<AppError, ProblemPage>;
  /** One problem (title, content HTML to sanitize, views, update time); opening it counts a view. */
  readonly faqProblem: (code: string) => TaskEither<AppError, ProblemDetail>;
  /** A problem's previous and next problems; a failure reads as none. */
  readonly faqNeighbours: (code: string) => TaskEither<AppError, ProblemNeighbours>;
  /** Which assistant the floating button opens here: the AI chat, or the FAQ robot where no AI service is offered. */
  readonly assistantKind: () => AssistantKind;
  /** The floating assistants' calls, clock and ids (their drivers run the chat machines' effects with them). */
  readonly assistant: () => AssistantServices;
  /** The page-level like widget's vote on a document page (POST /evaluation/docEvaluation, silent). */
  readonly evaluateDoc: (url: string, vote: Vote) => TaskEither<AppError, void>;
  /** /searchResult: one page of one tab's hits (silent: a failure shows the empty state). */
  readonly searchDocs: (query: SearchQuery) => TaskEither<AppError, SearchResultPage>;
  /** The token query tool (GET /oauth/getInfoByToken): where an access token is valid. */
  readonly queryToken: (query: TokenQuery) => TaskEither<TokenQueryError, TokenQueryResult>;
  /** The API test console's list: the unit's testable APIs (all of them when unitId is 0), grouped. */
  readonly testableApis: (unitId: number, query: string) => TaskEither<AppError, readonly TestableApiGroup[]>;
  /** The API test console's parameter form of one API (tree, visibility, JSON mode's start). */
  readonly loadTestForm: (input: LoadTestFormInput) => TaskEither<AppError, TestForm>;
  /** The API test console's Send: validate, format, call through the backend, then the code samples. */
  readonly runApiTest: (input: RunApiTestInput) => TaskEither<ApiTestError, ApiTestResult>;
  /** A developer tool's fields kept in this tab's session storage (no secret, no body: docs/tools.md). */
  readonly recallToolDraft: (tool: DraftTool) => IO<StoredDraft>;
  readonly keepToolDraft: (tool: DraftTool, fields: object) => IO<void>;
  /** A dislike with its feedback: the screenshot is uploaded first (POST /api/imageUpload), then the evaluation. */
  readonly submitDocFeedback: (url: string, feedback: DocFeedback) => TaskEither<AppError, void>;
  /** The API doc page's "was this helpful" answer (POST /evaluate/submitQuestion, silent). */
  readonly answerWasThisHelpful: (answer: HelpfulAnswer) => TaskEither<AppError, void>;

  readonly getLocale: IO<Locale>;
  readonly setLocale: (locale: Locale) => IO<void>;
  readonly chooseSite: (site: RegionalSite) => IO<boolean>;
  readonly isNoticeClosed: IO<boolean>;
  readonly closeNotice: IO<void>;
}

export type UseCaseKey = keyof UseCases;
