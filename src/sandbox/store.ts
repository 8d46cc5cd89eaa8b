import type { ChatRecordDto } from '../infrastructure/dto/assistant.dto.ts';
import type { MySystemRowDto } from '../infrastructure/dto/my-system.dto.ts';
import type { ProductApplicationDto } from '../infrastructure/dto/product-apply.dto.ts';
import { SEED_APIS } from './seed/apis.ts';
import { SEED_ASSISTANT_ANSWERS, SEED_ASSISTANT_FALLBACK, SEED_ASSISTANT_INFO } from './seed/assistant.ts';
import { SEED_BIZ_UNITS, SEED_CLASSIFICATIONS } from './seed/biz-units.ts';
import { SEED_FAQ_TYPES, SEED_PROBLEMS } from './seed/faq.ts';
import { SEED_GUIDES, SEED_RELEASE_DOC_PAGES, SEED_RELEASE_DOCS } from './seed/guides.ts';
import { SEED_MESSAGES } from './seed/messages.ts';
import { APPLICATION_STEP_MS } from './application-progress.ts';
import { SEED_MY_SYSTEMS } from './seed/my-systems.ts';
import { SEED_PRODUCT_DOCS } from './seed/product-docs.ts';
import { SEED_PRODUCT_APPLICATIONS } from './seed/product-applications.ts';
import { SEED_PRODUCTS } from './seed/products.ts';
import { SEED_BASE_SDKS, SEED_BIZ_SDKS } from './seed/sdks.ts';
import { SEED_APPS, SEED_TOKENS, type SandboxToken } from './seed/tokens.ts';
import { SEED_TEAMS, SEED_USERS, type SandboxUser } from './seed/users.ts';

/** The read-only catalogue: documents, units, products. The texts of documents come in both languages (seed/language.ts). */
export const CATALOGUE = {
  classifications: SEED_CLASSIFICATIONS,
  bizUnits: SEED_BIZ_UNITS,
  apis: SEED_APIS,
  messages: SEED_MESSAGES,
  baseSdks: SEED_BASE_SDKS,
  bizSdks: SEED_BIZ_SDKS,
  guides: SEED_GUIDES,
  releaseDocs: SEED_RELEASE_DOCS,
  releaseDocPages: SEED_RELEASE_DOC_PAGES,
  faqTypes: SEED_FAQ_TYPES,
  problems: SEED_PROBLEMS,
  products: SEED_PRODUCTS,
  productDocs: SEED_PRODUCT_DOCS,
  teams: SEED_TEAMS,
  tokens: SEED_TOKENS,
  apps: SEED_APPS,
  assistant: { info: SEED_ASSISTANT_INFO, answers: SEED_ASSISTANT_ANSWERS, fallback: SEED_ASSISTANT_FALLBACK },
} as const;

/** A feedback the portal posted (doc like widget or "was this helpful"), kept so it can be inspected. */
export interface SandboxFeedback {
  readonly kind: 'docEvaluation' | 'submitQuestion';
  readonly userPin: string | undefined;
  readonly body: unknown;
  /** Date.now() when it arrived (for the rate limit). */
  readonly at: number;
}

/** An AI answer being polled: the full text and how much of it has been revealed. */
export interface SandboxAiAnswer {
  readonly text: string;
  revealed: number;
}

/** A stored WMS system; `submittedAt` (ms) when it was applied for in this sandbox, so that it advances. */
export type SandboxSystem = MySystemRowDto & { readonly submittedAt?: number };
/** A stored product application; `submittedAt` as for systems. */
export type SandboxProductApplication = ProductApplicationDto & { readonly submittedAt?: number };

/** What changes while people use the sandbox: sign-ins, tickets, users' teams and flags, unread counts. */
interface MutableState {
  users: SandboxUser[];
  /** token cookie value → user pin */
  sessions: Map<string, string>;
  /** single sign-on ticket → user pin (used once) */
  tickets: Map<string, string>;
  /** user pin → chosen team id */
  selectedTeams: Map<string, number>;
  /** assistant chat records, oldest first */
  chatRecords: ChatRecordDto[];
  feedback: SandboxFeedback[];
  /** user pin → WMS systems (My System), newest first */
  mySystems: Map<string, SandboxSystem[]>;
  /** AI chat request id → answer being revealed poll by poll */
  aiAnswers: Map<string, SandboxAiAnswer>;
  /** user pin → product applications, newest first */
  productApplications: Map<string, SandboxProductApplication[]>;
  /** How long each step of a submitted application takes (application-progress.ts) */
  applicationStepMs: number;
  /** OAuth authorization code → who allowed which app, for which return address (used once) */
  oauthCodes: Map<string, { readonly pin: string; readonly appKey: string; readonly redirectUri: string }>;
  /** access tokens issued by the OAuth token endpoint, after the seed's */
  issuedTokens: SandboxToken[];
  /** uploaded images (feedback screenshots) by id */
  uploads: Map<string, { readonly type: string; readonly bytes: Uint8Array }>;
  /** FAQ problem code → views so far (opening a problem's detail counts one) */
  problemViews: Map<string, number>;
}

const fresh = (): MutableState => ({
  users: structuredClone(SEED_USERS) as SandboxUser[],
  sessions: new Map(),
  tickets: new Map(),
  selectedTeams: new Map(
    SEED_USERS.filter((user) => typeof user.info.supplierId === 'number' && user.info.supplierId > 0).map((user) => [
      user.info.userPin,
      Number(user.info.supplierId),
    ]),
  ),
  chatRecords: [],
  feedback: [],
  mySystems: new Map(Object.entries(structuredClone(SEED_MY_SYSTEMS)).map(([pin, rows]) => [pin, [...rows]])),
  aiAnswers: new Map(),
  productApplications: new Map(Object.entries(structuredClone(SEED_PRODUCT_APPLICATIONS)).map(([pin, rows]) => [pin, [...rows]])),
  applicationStepMs: APPLICATION_STEP_MS,
  uploads: new Map(),
  oauthCodes: new Map(),
  issuedTokens: [],
  problemViews: new Map(SEED_PROBLEMS.zh.map((problem) => [problem.code, problem.views ?? 0])),
});

export interface SandboxStore {
  readonly catalogue: typeof CATALOGUE;
  readonly state: () => MutableState;
  /** The clock applications advance by (ms since the epoch). */
  readonly now: () => number;
  /** Back to the seed: everyone signed out, every change undone. */
  readonly reset: () => void;
  readonly userByPin: (pin: string | undefined) => SandboxUser | undefined;
  readonly userByToken: (token: string | undefined) => SandboxUser | undefined;
  /** Signs a user in; returns the token cookie value. */
  readonly signIn: (pin: string) => string;
  readonly signOut: (token: string | undefined) => void;
  readonly issueTicket: (pin: string) => string;
  /** The pin of a ticket, which is used up. */
  readonly redeemTicket: (ticket: string) => string | undefined;
  readonly updateUser: (pin: string, change: Partial<SandboxUser['info']>) => void;
}

const randomToken = (): string => crypto.randomUUID().replaceAll('-', '');

/** `now`: the clock of the applications' progress (tests pass their own). */
export const createSandboxStore = ({ now = Date.now }: { now?: () => number } = {}): SandboxStore => {
  let state = fresh();
  const userByPin = (pin: string | undefined) => state.users.find((user) => user.info.userPin === pin);
  return {
    // A copy: nothing a handler does can change the seed modules.
    catalogue: structuredClone(CATALOGUE),
    state: () => state,
    now,
    reset: () => {
      state = fresh();
    },
    userByPin,
    userByToken: (token) => (token ? userByPin(state.sessions.get(token)) : undefined),
    signIn: (pin) => {
      const token = randomToken();
      state.sessions.set(token, pin);
      return token;
    },
    signOut: (token) => {
      if (token) state.sessions.delete(token);
    },
    issueTicket: (pin) => {
      const ticket = `ST-${randomToken()}`;
      state.tickets.set(ticket, pin);
      return ticket;
    },
    redeemTicket: (ticket) => {
      const pin = state.tickets.get(ticket);
      state.tickets.delete(ticket);
      return pin;
    },
    updateUser: (pin, change) => {
      state.users = state.users.map((user) => (user.info.userPin === pin ? { ...user, info: { ...user.info, ...change } } : user));
    },
  };
};
