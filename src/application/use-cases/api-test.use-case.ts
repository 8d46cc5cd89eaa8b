import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { jsonTextOf, parseJsonBody } from '../../domain/api-test/json-body';
import {
  applyVisibility,
  missingRequired,
  withDocExamples,
  type DocumentedParam,
  type ParamPath,
  type TestParamTree,
} from '../../domain/api-test/test-params';
import {
  asksAccessToken,
  hasSettingsErrors,
  needsProductionConfirm,
  validateSettings,
  type SettingsErrors,
  type TestSettings,
} from '../../domain/api-test/test-settings';
import { groupTestableApis, type TestableApiGroup } from '../../domain/api-test/testable-api';
import type { CodeExample } from '../../domain/doc/api-doc';
import type { AppError } from '../errors/app-error';
import { quietly, type CallerFailures } from '../notifications/caller-says';
import { CODEGEN_LANGUAGES, type ApiTestCall, type ApiTestPort, type CodeSample } from '../ports/api-test.port';

// ------------------------------------------------------------------------------------------------ the API list

/** The console's API list: the unit's testable APIs matching the query, grouped by resource path. */
export const makeLoadTestableApis =
  ({ apiTest }: { apiTest: ApiTestPort }) =>
  (unitId: number, query: string): TE.TaskEither<AppError, readonly TestableApiGroup[]> =>
    pipe(apiTest.testableApis(unitId, query.trim()), TE.map(groupTestableApis));

// ------------------------------------------------------------------------------------------------ the form

export interface LoadTestFormInput {
  readonly apiId: number;
  /** The API document's request parameters: their examples fill the gaps of the test tree's. */
  readonly documentedParams?: readonly DocumentedParam[];
  /** The API document's request examples: JSON mode starts from the first one. */
  readonly requestExamples?: readonly CodeExample[];
  /** A gateway call (the default); false for the internal console's direct (e.g. jsf) APIs. */
  readonly gateway?: boolean;
}

export interface TestForm {
  /** The parameters to edit, hidden ones removed. */
  readonly tree: TestParamTree;
  /** JSON mode's starting text: the doc's first request example, else the (empty) form as JSON. */
  readonly jsonText: string;
  /** Every request example of the doc, for JSON mode to start from. */
  readonly requestExamples: readonly CodeExample[];
}

/** The parameter form of one API: its tree and its visibility map (both asked at once), and JSON mode's start. */
export const makeLoadTestForm =
  ({ apiTest }: { apiTest: ApiTestPort }) =>
  (input: LoadTestFormInput): TE.TaskEither<AppError, TestForm> =>
    pipe(
      TE.Do,
      // One after the other: when the backend is down the first failure is the form's, and no second call fails alike
      // (each failed call not shown in place would be a toast of its own).
      TE.bind('tree', () => apiTest.paramTree(input.apiId)),
      TE.bind('visible', () => apiTest.visibilityMap(input.apiId)),
      TE.map(({ tree, visible }) => {
        const shown = withDocExamples(applyVisibility(tree, visible), input.documentedParams ?? []);
        const examples = (input.requestExamples ?? []).filter((example) => example.content.trim() !== '');
        return { tree: shown, jsonText: examples[0]?.content ?? jsonTextOf(shown, input.gateway ?? true), requestExamples: examples };
      }),
    );

// ------------------------------------------------------------------------------------------------ the test call

export type ApiTestParams = { readonly mode: 'form'; readonly tree: TestParamTree } | { readonly mode: 'json'; readonly text: string };

export interface RunApiTestInput {
  readonly apiId: number;
  readonly settings: TestSettings;
  readonly params: ApiTestParams;
  /** A gateway call (the default); false for the internal console's direct (e.g. jsf) APIs. */
  readonly gateway?: boolean;
  /** The user confirmed the production warning. */
  readonly productionConfirmed?: boolean;
}

export interface ApiTestResult {
  readonly url: string;
  /** The param_json that was sent. */
  readonly requestBody: string;
  readonly responseBody: string;
  readonly samples: readonly CodeSample[];
  /** The call went through but the code samples could not be made: the server's message, if any. */
  readonly samplesError?: { readonly message?: string };
}

export type ApiTestError =
  /** Nothing was sent. settings: per field; missingParams: required form fields left blank; json: JSON mode's text. */
  | {
      readonly kind: 'Invalid';
      readonly settings: SettingsErrors;
      readonly missingParams: readonly ParamPath[];
      readonly json?: 'required' | 'invalidJson';
    }
  /** Production was chosen and its warning not confirmed: nothing was sent. */
  | { readonly kind: 'ProductionNotConfirmed' }
  /** 'Test calling error' + message (the server's, when it gave one). */
  | { readonly kind: 'TestCallFailed'; readonly step: 'format' | 'test'; readonly message?: string; readonly cause: AppError };

const messageOf = (error: AppError): string | undefined =>
  (error.kind === 'Business' || error.kind === 'NotLogin') && error.message ? error.message : undefined;

const failed =
  (step: 'format' | 'test') =>
  (cause: AppError): ApiTestError => {
    const message = messageOf(cause);
    return { kind: 'TestCallFailed', step, ...(message ? { message } : {}), cause };
  };

const invalidOf = (input: RunApiTestInput): ApiTestError | undefined => {
  const settings = validateSettings(input.settings);
  const missingParams = input.params.mode === 'form' ? missingRequired(input.params.tree) : [];
  const json = input.params.mode === 'json' ? pipe(parseJsonBody(input.params.text), E.match((error) => (error.kind === 'EmptyJson' ? 'required' : 'invalidJson'), () => undefined)) : undefined;
  if (!hasSettingsErrors(settings) && missingParams.length === 0 && !json) return undefined;
  return { kind: 'Invalid', settings, missingParams, ...(json ? { json } : {}) };
};

const callOf = (input: RunApiTestInput, paramJson: string): ApiTestCall => {
  const { settings } = input;
  const token = settings.accessToken.trim();
  return {
    apiId: input.apiId,
    environment: settings.environment,
    appSource: settings.appSource,
    appKey: settings.appKey.trim(),
    appSecret: settings.appSecret.trim(),
    ...(asksAccessToken(settings) && token ? { accessToken: token } : {}),
    // Validated above: never '' here.
    algorithm: settings.algorithm || 'md5-salt',
    paramJson,
  };
};

/**
 * Send (spec §7): check the settings and the parameters (nothing is sent while anything is missing), confirm
 * production, turn the form into param_json on the server (JSON mode sends the text as typed), have the backend sign
 * and send the call, then ask for the same call as code. The secret travels only to the backend, inside the calls;
 * it is neither kept nor logged here.
 */
export const makeRunApiTest =
  ({ apiTest, failures }: { apiTest: ApiTestPort; failures: CallerFailures }) =>
  (input: RunApiTestInput): TE.TaskEither<ApiTestError, ApiTestResult> => {
    const invalid = invalidOf(input);
    if (invalid) return TE.left(invalid);
    if (needsProductionConfirm(input.settings.environment) && !input.productionConfirmed) return TE.left({ kind: 'ProductionNotConfirmed' });
    const { params } = input;
    // Silent: the console shows 'Test calling error' with the server's message in place (a NotLogin still prompts).
    const gateway = input.gateway ?? true;
    const paramJson: TE.TaskEither<ApiTestError, string> =
      params.mode === 'json'
        ? TE.right(params.text.trim())
        : pipe(gateway ? apiTest.formatForGateway(params.tree) : apiTest.format(params.tree), quietly(failures), TE.mapLeft(failed('format')));
    return pipe(
      paramJson,
      TE.map((json) => callOf(input, json)),
      TE.flatMap((call) =>
        pipe(
          quietly(failures)(apiTest.testUnitApi(call)),
          TE.mapLeft(failed('test')),
          TE.flatMap((answer) =>
            pipe(
              quietly(failures)(apiTest.codegen(call, CODEGEN_LANGUAGES)),
              TE.match(
                (error): ApiTestResult => {
                  const message = messageOf(error);
                  return { url: answer.url, requestBody: call.paramJson, responseBody: answer.body, samples: [], samplesError: message ? { message } : {} };
                },
                (samples): ApiTestResult => ({ url: answer.url, requestBody: call.paramJson, responseBody: answer.body, samples }),
              ),
              TE.fromTask,
            ),
          ),
        ),
      ),
    );
  };
