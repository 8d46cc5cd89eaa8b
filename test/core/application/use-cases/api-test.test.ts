import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/application/errors/app-error';
import { CODEGEN_LANGUAGES, type ApiTestCall, type ApiTestPort } from '../../../../src/application/ports/api-test.port';
import { makeLoadTestableApis, makeLoadTestForm, makeRunApiTest, type RunApiTestInput } from '../../../../src/application/use-cases/api-test.use-case';
import { findParam, prepareTestParams, setValue, type TestParamTree } from '../../../../src/domain/api-test/test-params';
import { initialTestSettings, type TestSettings } from '../../../../src/domain/api-test/test-settings';
import { recordingFailures } from '../../../fakes/fake-failures';
import { leaf } from '../../../fakes/sample-test-param';

const serverTree = prepareTestParams([leaf('1', 'orderId', { required: true, example: 'A1' }), leaf('2', 'secretField'), leaf('3', 'note')]);

interface Recorded {
  readonly calls: string[];
  readonly tests: ApiTestCall[];
  readonly formatted: TestParamTree[];
}

/** An in-memory ApiTestPort; each call can be made to fail. */
const fakeApiTest = (fail: Partial<Record<keyof ApiTestPort, AppError>> = {}) => {
  const recorded: Recorded = { calls: [], tests: [], formatted: [] };
  const answer = <A>(name: keyof ApiTestPort, value: A): TE.TaskEither<AppError, A> => {
    recorded.calls.push(name);
    const error = fail[name];
    return error ? TE.left(error) : TE.right(value);
  };
  const apiTest: ApiTestPort = {
    testableApis: (unitId, query) =>
      answer('testableApis', [
        { id: 1, code: 'C1', name: `create ${String(unitId)} ${query}`, path: '/orders/create' },
        { id: 2, code: 'C2', name: 'query', path: '/stock/query' },
        { id: 3, code: 'C3', name: 'cancel', path: '/orders/cancel' },
      ]),
    paramTree: () => answer('paramTree', serverTree),
    visibilityMap: () => answer('visibilityMap', { '2': 0 }),
    formatForGateway: (tree) => {
      recorded.formatted.push(tree);
      return answer('formatForGateway', '[{"orderId":"A1"}]');
    },
    format: (tree) => {
      recorded.formatted.push(tree);
      return answer('format', '{"orderId":"A1"}');
    },
    testUnitApi: (call) => {
      recorded.tests.push(call);
      return answer('testUnitApi', { url: 'https://gw/orders/create?sign=x', body: '{"code":0}' });
    },
    codegen: (_call, languages) => answer('codegen', languages.map((language) => ({ language, code: `// ${language}` }))),
  };
  return { apiTest, recorded };
};

const settings = (overrides: Partial<TestSettings> = {}): TestSettings => ({
  ...initialTestSettings(),
  appKey: ' APPKEY ',
  appSecret: 'SECRET',
  accessToken: 'TOKEN',
  ...overrides,
});
const filledForm = setValue(serverTree, ['1'], 'A1');
const input = (overrides: Partial<RunApiTestInput> = {}): RunApiTestInput => ({
  apiId: 7,
  settings: settings(),
  params: { mode: 'form', tree: filledForm },
  ...overrides,
});

describe('load testable APIs', () => {
  it('asks with the trimmed query and groups by resource path', async () => {
    const { apiTest } = fakeApiTest();
    const result = await makeLoadTestableApis({ apiTest })(5, ' create ')();
    expect(E.isRight(result) && result.right.map((group) => [group.key, group.apis.map((api) => api.id)])).toEqual([
      ['/orders', [1, 3]],
      ['/stock', [2]],
    ]);
    expect(E.isRight(result) && result.right[0]?.apis[0]?.name).toBe('create 5 create');
  });
});

describe('load the test form', () => {
  it('removes hidden parameters, fills examples from the doc, and starts JSON mode from the first request example', async () => {
    const { apiTest } = fakeApiTest();
    const result = await makeLoadTestForm({ apiTest })({
      apiId: 7,
      documentedParams: [{ name: 'note', example: 'fragile', children: [] }],
      requestExamples: [{ content: '  ' }, { tag: 'json', content: '[{"orderId":"DOC"}]' }],
    })();
    if (E.isLeft(result)) throw new Error('expected a form');
    expect(result.right.tree.map((param) => param.name)).toEqual(['orderId', 'note']);
    expect(findParam(result.right.tree, ['3'])?.example).toBe('fragile');
    expect(result.right.jsonText).toBe('[{"orderId":"DOC"}]');
    expect(result.right.requestExamples).toEqual([{ tag: 'json', content: '[{"orderId":"DOC"}]' }]);
  });

  it('without a doc example JSON mode starts from the empty form (gateway array, or the object of a direct call)', async () => {
    const { apiTest } = fakeApiTest();
    const gateway = await makeLoadTestForm({ apiTest })({ apiId: 7 })();
    expect(E.isRight(gateway) && JSON.parse(gateway.right.jsonText)).toEqual([{ orderId: '', note: '' }]);
    const direct = await makeLoadTestForm({ apiTest })({ apiId: 7, gateway: false })();
    expect(E.isRight(direct) && JSON.parse(direct.right.jsonText)).toEqual({ orderId: '', note: '' });
  });

  it('fails when the visibility map cannot be had (hidden parameters are never shown by mistake)', async () => {
    const { apiTest } = fakeApiTest({ visibilityMap: { kind: 'Timeout' } });
    expect(await makeLoadTestForm({ apiTest })({ apiId: 7 })()).toEqual(E.left({ kind: 'Timeout' }));
  });

  it('a failed parameter tree asks nothing more: one failure, said once (no second call failing alike to toast)', async () => {
    const { apiTest, recorded } = fakeApiTest({ paramTree: { kind: 'Http', status: 500 } });
    expect(await makeLoadTestForm({ apiTest })({ apiId: 7 })()).toEqual(E.left({ kind: 'Http', status: 500 }));
    expect(recorded.calls).toEqual(['paramTree']);
  });
});

describe('run an API test', () => {
  it('formats the form for the gateway, tests, then asks for code in every language', async () => {
    const { apiTest, recorded } = fakeApiTest();
    const result = await makeRunApiTest({ apiTest, failures: recordingFailures() })(input())();
    expect(recorded.calls).toEqual(['formatForGateway', 'testUnitApi', 'codegen']);
    expect(recorded.formatted).toEqual([filledForm]);
    expect(recorded.tests).toEqual([
      { apiId: 7, environment: 'test', appSource: 'lop', appKey: 'APPKEY', appSecret: 'SECRET', accessToken: 'TOKEN', algorithm: 'md5-salt', paramJson: '[{"orderId":"A1"}]' },
    ]);
    expect(result).toEqual(
      E.right({
        url: 'https://gw/orders/create?sign=x',
        requestBody: '[{"orderId":"A1"}]',
        responseBody: '{"code":0}',
        samples: CODEGEN_LANGUAGES.map((language) => ({ language, code: `// ${language}` })),
      }),
    );
  });

  it('uses the direct format for a non-gateway API', async () => {
    const { apiTest, recorded } = fakeApiTest();
    await makeRunApiTest({ apiTest, failures: recordingFailures() })(input({ gateway: false }))();
    expect(recorded.calls[0]).toBe('format');
    expect(recorded.tests[0]?.paramJson).toBe('{"orderId":"A1"}');
  });

  it('sends JSON mode text as typed (trimmed), without formatting', async () => {
    const { apiTest, recorded } = fakeApiTest();
    await makeRunApiTest({ apiTest, failures: recordingFailures() })(input({ params: { mode: 'json', text: '\n[{"orderId": "J"}]\n' } }))();
    expect(recorded.calls).toEqual(['testUnitApi', 'codegen']);
    expect(recorded.tests[0]?.paramJson).toBe('[{"orderId": "J"}]');
  });

  it('sends nothing while settings or required parameters are missing', async () => {
    const { apiTest, recorded } = fakeApiTest();
    const result = await makeRunApiTest({ apiTest, failures: recordingFailures() })(input({ settings: settings({ appKey: '', accessToken: '' }), params: { mode: 'form', tree: serverTree } }))();
    expect(result).toEqual(E.left({ kind: 'Invalid', settings: { appKey: 'appKeyFirst', accessToken: 'required' }, missingParams: [['1']] }));
    expect(recorded.calls).toEqual([]);
  });

  it('sends nothing when JSON mode text is blank or broken', async () => {
    const { apiTest, recorded } = fakeApiTest();
    const run = makeRunApiTest({ apiTest, failures: recordingFailures() });
    expect(await run(input({ params: { mode: 'json', text: ' ' } }))()).toEqual(E.left({ kind: 'Invalid', settings: {}, missingParams: [], json: 'required' }));
    expect(await run(input({ params: { mode: 'json', text: '[{' } }))()).toEqual(E.left({ kind: 'Invalid', settings: {}, missingParams: [], json: 'invalidJson' }));
    expect(recorded.calls).toEqual([]);
  });

  it('calls production only once its warning is confirmed', async () => {
    const { apiTest, recorded } = fakeApiTest();
    const run = makeRunApiTest({ apiTest, failures: recordingFailures() });
    expect(await run(input({ settings: settings({ environment: 'production' }) }))()).toEqual(E.left({ kind: 'ProductionNotConfirmed' }));
    expect(recorded.calls).toEqual([]);
    expect(E.isRight(await run(input({ settings: settings({ environment: 'production' }), productionConfirmed: true }))())).toBe(true);
  });

  it('does not send a partner\'s access token', async () => {
    const { apiTest, recorded } = fakeApiTest();
    await makeRunApiTest({ apiTest, failures: recordingFailures() })(input({ settings: settings({ appType: 'partner', accessToken: 'LEFTOVER', algorithm: 'sm3-salt' }) }))();
    expect(recorded.tests[0]).not.toHaveProperty('accessToken');
    expect(recorded.tests[0]?.algorithm).toBe('sm3-salt');
  });

  it('a failed format or test call is a test calling error with the server message; nothing after it is asked', async () => {
    const format = fakeApiTest({ formatForGateway: { kind: 'Business', code: 400, message: 'JSON analyzing failed' } });
    expect(await makeRunApiTest({ apiTest: format.apiTest, failures: recordingFailures() })(input())()).toEqual(
      E.left({ kind: 'TestCallFailed', step: 'format', message: 'JSON analyzing failed', cause: { kind: 'Business', code: 400, message: 'JSON analyzing failed' } }),
    );
    expect(format.recorded.calls).toEqual(['formatForGateway']);
    const test = fakeApiTest({ testUnitApi: { kind: 'Timeout' } });
    expect(await makeRunApiTest({ apiTest: test.apiTest, failures: recordingFailures() })(input())()).toEqual(E.left({ kind: 'TestCallFailed', step: 'test', cause: { kind: 'Timeout' } }));
    expect(test.recorded.calls).toEqual(['formatForGateway', 'testUnitApi']);
  });

  it('keeps the test result when only the code samples fail', async () => {
    const { apiTest } = fakeApiTest({ codegen: { kind: 'Business', code: 500, message: 'codegen down' } });
    const result = await makeRunApiTest({ apiTest, failures: recordingFailures() })(input())();
    expect(result).toEqual(
      E.right({ url: 'https://gw/orders/create?sign=x', requestBody: '[{"orderId":"A1"}]', responseBody: '{"code":0}', samples: [], samplesError: { message: 'codegen down' } }),
    );
  });
});
