import type { TaskEither } from 'fp-ts/TaskEither';
import type { TestParamTree, VisibilityMap } from '../../domain/api-test/test-params';
import type { AppSource, TestEnvironment } from '../../domain/api-test/test-settings';
import type { TestableApi } from '../../domain/api-test/testable-api';
import type { SignAlgorithm } from '../../domain/signature/sign-settings';
import type { AppError } from '../errors/app-error';

/** The languages asked of POST /bizapinterface/codegen, in the order the console shows them. */
export const CODEGEN_LANGUAGES = ['java8', 'python3', 'go', 'php', 'dotnet_standard_2_0'] as const;
export type CodegenLanguage = (typeof CODEGEN_LANGUAGES)[number];

/** One test call, as the backend signs and sends it. The secret goes only here, to the backend (spec §7). */
export interface ApiTestCall {
  readonly apiId: number;
  readonly environment: TestEnvironment;
  readonly appSource: AppSource;
  readonly appKey: string;
  readonly appSecret: string;
  /** Absent for partners: not sent. */
  readonly accessToken?: string;
  readonly algorithm: SignAlgorithm;
  /** The exact body the gateway receives. */
  readonly paramJson: string;
}

export interface ApiTestAnswer {
  /** The signed request address (to copy). */
  readonly url: string;
  /** The gateway's answer, as text. */
  readonly body: string;
}

export interface CodeSample {
  /** The server's language name (java8, python3 …). */
  readonly language: string;
  readonly code: string;
}

/** The API test console's backend. */
export interface ApiTestPort {
  /** GET /bizapinterface/selectBizApiList?unitId&queryLike. */
  testableApis(unitId: number, query: string): TaskEither<AppError, readonly TestableApi[]>;
  /** GET /bizapinterface/getMethodDetailsForApiTestUtil?apiId: the editable parameters, prepared for editing. */
  paramTree(apiId: number): TaskEither<AppError, TestParamTree>;
  /** POST /bizapinterface/getBizApiMethodParamsVisibleMap [apiId]. */
  visibilityMap(apiId: number): TaskEither<AppError, VisibilityMap>;
  /** POST /apiTest/getFormatDataForGateway {params} (30 s): the form as the gateway's param_json. */
  formatForGateway(tree: TestParamTree): TaskEither<AppError, string>;
  /** POST /apiTest/getFormatData {params}: the form as the body of a direct (non-gateway, e.g. jsf) call. */
  format(tree: TestParamTree): TaskEither<AppError, string>;
  /** POST /bizapinterface/testUnitApi (30 s): the backend signs and sends the call. */
  testUnitApi(call: ApiTestCall): TaskEither<AppError, ApiTestAnswer>;
  /** POST /bizapinterface/codegen: the same call as code, one sample per language. */
  codegen(call: ApiTestCall, languages: readonly CodegenLanguage[]): TaskEither<AppError, readonly CodeSample[]>;
}
