import type { LoadOnce } from '../concurrency/load-once';
import type { IO } from 'fp-ts/IO';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DraftTool, StoredDraft } from '../../domain/tool-draft/stored-draft';
import type { AppError } from '../errors/app-error';
import type { TokenQuery, TokenQueryError, TokenQueryResult } from '../use-cases/query-token.use-case';
import type { SignRequest } from '../use-cases/sign-request.use-case';
import type { ApiTestError, ApiTestResult, LoadTestFormInput, RunApiTestInput, TestForm } from '../use-cases/api-test.use-case';
import type { TestableApiGroup } from '../../domain/api-test/testable-api';

/** The developer tools: API test console, signature calculator, token query, and what a reload keeps of them. */
export interface ToolsFeature {
  /** The token query tool (GET /oauth/getInfoByToken): where an access token is valid. */
  readonly queryToken: (query: TokenQuery) => TaskEither<TokenQueryError, TokenQueryResult>;
  /** The API test console's list: the unit's testable APIs (all of them when unitId is 0), grouped. */
  readonly testableApis: (unitId: number, query: string) => TaskEither<AppError, readonly TestableApiGroup[]>;
  /** The API test console's parameter form of one API (tree, visibility, JSON mode's start). */
  readonly loadTestForm: (input: LoadTestFormInput) => TaskEither<AppError, TestForm>;
  /** The API test console's Send: validate, format, call through the backend, then the code samples. */
  readonly runApiTest: (input: RunApiTestInput) => TaskEither<ApiTestError, ApiTestResult>;
  /** The signature tool's signer (validation and the five steps), with the hash libraries in their own chunk. */
  readonly requestSigner: LoadOnce<SignRequest>;
  /** The gateway address the signature tool signs for when none is typed: the deployment's, else an example.com one. */
  readonly gatewayBaseUrl: () => string;
  /** A developer tool's fields kept in this tab's session storage (no secret, no body: docs/tools.md). */
  readonly recallToolDraft: (tool: DraftTool) => IO<StoredDraft>;
  readonly keepToolDraft: (tool: DraftTool, fields: object) => IO<void>;
}
