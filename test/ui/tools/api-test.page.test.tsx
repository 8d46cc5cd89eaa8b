import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/application/errors/app-error';
import type { ApiTestCall, ApiTestPort } from '../../../src/application/ports/api-test.port';
import { makeLoadTestableApis, makeLoadTestForm, makeRunApiTest } from '../../../src/application/use-cases/api-test.use-case';
import { prepareTestParams, toJsonValue, type TestParam } from '../../../src/domain/api-test/test-params';
import { ApiTestConsole } from '../../../src/ui/tools/api-test/api-test-console.view';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';
import { recordingFailures } from '../../fakes/fake-failures';

const leaf = (id: string, name: string, example: string, required = true, objectType = 'String'): TestParam => ({
  id,
  paramId: id,
  name,
  type: 'Single',
  objectType,
  required,
  example,
  value: '',
  canDelete: false,
  children: [],
});

/** orderId (required), remark (optional) and goods: a list whose one item holds skuCode (required) and quantity. */
const TREE = prepareTestParams([
  leaf('1', 'orderId', 'SO1'),
  leaf('2', 'remark', 'fragile', false),
  {
    ...leaf('3', 'goods', '', true, 'List<Goods>'),
    type: 'List',
    children: [{ ...leaf('4', 'goods', '', false, 'Goods'), type: 'Obj', children: [leaf('5', 'skuCode', 'SKU1'), leaf('6', 'quantity', '2', false, 'Integer')] }],
  },
]);

const RESPONSE = '{"code":0,"data":{"waybillCode":"JDV000123"}}';

/** The real use cases over a fake port: validation, confirmation and formatting are the use cases'. */
const setUp = (testUnitApi: (call: ApiTestCall) => TE.TaskEither<AppError, { url: string; body: string }> = () => TE.right({ url: 'https://test-api.example.com/ecap/v1/orders/create?app_key=K&sign=abc', body: RESPONSE })) => {
  const calls: ApiTestCall[] = [];
  const port: ApiTestPort = {
    testableApis: () =>
      TE.right([
        { id: 11, code: 'orders.create', name: 'Create order', path: '/ecap/v1/orders/create' },
        { id: 12, code: 'orders.cancel', name: 'Cancel order', path: '/ecap/v1/orders/cancel' },
        { id: 13, code: 'waybill.query', name: 'Query waybill', path: '/ecap/v1/waybill/query' },
      ]),
    paramTree: () => TE.right(TREE),
    visibilityMap: () => TE.right({}),
    formatForGateway: (tree) => TE.right(JSON.stringify([toJsonValue(tree)])),
    format: (tree) => TE.right(JSON.stringify(toJsonValue(tree))),
    testUnitApi: (call) => {
      calls.push(call);
      return testUnitApi(call);
    },
    codegen: () => TE.right([{ language: 'java8', code: 'HttpRequest request = …' }, { language: 'python3', code: 'import requests' }]),
  };
  const useCases = fakeUseCases({
    apiDoc: () => TE.left({ kind: 'Network' }),
    testableApis: makeLoadTestableApis({ apiTest: port }),
    loadTestForm: makeLoadTestForm({ apiTest: port }),
    runApiTest: makeRunApiTest({ apiTest: port, failures: recordingFailures() }),
  });
  return { useCases, calls };
};

const renderConsole = async (setup = setUp(), locale?: 'zh-cn') => {
  const rendered = await renderApp(<ApiTestConsole unitId={101} apiId={11} />, { useCases: setup.useCases, ...(locale ? { locale } : {}) });
  await screen.findByRole('textbox', { name: /orderId/ });
  return { ...rendered, calls: setup.calls };
};

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** What assistive technology reads after a field's name: the texts its aria-describedby points at. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const fillCredentials = async (user: User) => {
  await user.type(screen.getByLabelText(/^App key/), 'FRESH0APPKEY0001');
  await user.type(screen.getByLabelText(/^App secret/), 'fresh0secret0001');
  await user.type(screen.getByLabelText(/^Access token/), 'a1f3c9e2');
};
const fillParams = async (user: User) => {
  await user.type(screen.getByRole('textbox', { name: /orderId/ }), 'SO9');
  await user.type(screen.getByRole('textbox', { name: /skuCode/ }), 'SKU9');
};

describe('API test console', { timeout: 20_000 }, () => {
  it('a backend that fails the list and the form alike is said once, with one Retry that asks both again', async () => {
    let down = true;
    const failing = <A,>(answer: () => TE.TaskEither<AppError, A>) => () => (down ? TE.left<AppError, A>({ kind: 'Http', status: 500 }) : answer());
    const port = {
      testableApis: failing(() => TE.right([{ id: 11, code: 'orders.create', name: 'Create order', path: '/ecap/v1/orders/create' }])),
      paramTree: failing(() => TE.right(TREE)),
      visibilityMap: () => TE.right({}),
    } as unknown as ApiTestPort;
    const useCases = fakeUseCases({ apiDoc: () => TE.left({ kind: 'Network' }), testableApis: makeLoadTestableApis({ apiTest: port }), loadTestForm: makeLoadTestForm({ apiTest: port }) });
    const { user } = await renderApp(<ApiTestConsole unitId={101} apiId={11} />, { useCases });
    await screen.findByText("The API's parameters could not be loaded.");
    await waitFor(() => expect(screen.getAllByText('The request failed (HTTP 500)')).toHaveLength(1));
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /orderId/ })).toBeTruthy();
    expect(screen.queryByText('The request failed (HTTP 500)')).toBeNull();
  });

  it('lists the unit\'s APIs grouped by resource, the one from the doc page preselected', async () => {
    await renderConsole();
    const nav = screen.getByRole('navigation', { name: 'APIs' });
    expect(within(nav).getByText('/ecap/v1/orders')).toBeTruthy();
    expect(within(nav).getByText('/ecap/v1/waybill')).toBeTruthy();
    expect(within(nav).getByRole('button', { current: true }).textContent).toContain('Create order');
    expect(screen.getByRole('heading', { name: 'Create order' })).toBeTruthy();
  });

  it('names each blank field with the spec messages and sends nothing', async () => {
    const { user, calls } = await renderConsole();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toContain('Enter the app key first');
    expect(messages.filter((message) => message === 'Required').length).toBeGreaterThanOrEqual(3);
    expect(messages).toContain('Fill in these required fields: orderId, goods[1].skuCode');
    expect(screen.getByLabelText(/^App key/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('says the same in Chinese', async () => {
    const { user } = await renderConsole(setUp(), 'zh-cn');
    await user.click(screen.getByRole('button', { name: '发送' }));
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toContain('请先输入 App key');
    expect(messages).toContain('必填');
  });

  it('hides the access token for partner apps and offers them sm3-salt', async () => {
    const { user } = await renderConsole();
    const algorithms = () => within(screen.getByRole('combobox', { name: /Signature algorithm/ })).getAllByRole('option').map((option) => option.textContent);
    expect(algorithms()).not.toContain('sm3-salt');
    await user.click(screen.getByRole('radio', { name: 'Partner' }));
    expect(screen.queryByLabelText(/^Access token/)).toBeNull();
    expect(algorithms()).toContain('sm3-salt');
  });

  it('asks before calling production and calls only once confirmed', async () => {
    const { user, calls } = await renderConsole();
    await fillCredentials(user);
    await fillParams(user);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Call production?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Call production' }));
    await screen.findByRole('region', { name: 'Result' });
    expect(calls).toMatchObject([{ environment: 'production', appKey: 'FRESH0APPKEY0001', accessToken: 'a1f3c9e2', paramJson: '[{"orderId":"SO9","remark":"","goods":[{"skuCode":"SKU9","quantity":""}]}]' }]);
  });

  it('keeps what was typed when switching between the form and JSON, and says which keys were left out', async () => {
    const { user } = await renderConsole();
    await fillParams(user);
    await user.click(screen.getByRole('radio', { name: 'JSON' }));
    const json = screen.getByRole('textbox', { name: /Request body/ });
    expect(JSON.parse((json as HTMLTextAreaElement).value) as unknown).toEqual([{ orderId: 'SO9', remark: '', goods: [{ skuCode: 'SKU9', quantity: '' }] }]);
    await user.clear(json);
    await user.click(json);
    await user.paste('[{"orderId":"SO10","goods":[{"skuCode":"A"},{"skuCode":"B"}],"extra":1}]');
    await user.click(screen.getByRole('radio', { name: 'Form' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /orderId/ }).value).toBe('SO10');
    expect(screen.getAllByRole('textbox', { name: /skuCode/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['A', 'B']);
    expect(screen.getByRole('status').textContent).toContain('extra');
  });

  it('refuses to leave JSON mode on invalid JSON, with the spec message', async () => {
    const { user } = await renderConsole();
    await user.click(screen.getByRole('radio', { name: 'JSON' }));
    const json = screen.getByRole('textbox', { name: /Request body/ });
    await user.clear(json);
    await user.type(json, 'not json');
    await user.click(screen.getByRole('radio', { name: 'Form' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain('The JSON could not be read: check for a missing quote, comma or bracket.');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Request body/ }).value).toBe('not json');
  });

  it('adds and removes list items', async () => {
    const { user } = await renderConsole();
    await user.type(screen.getByRole('textbox', { name: /skuCode/ }), 'FIRST');
    await user.click(screen.getByRole('button', { name: '+ Add an item to goods' }));
    expect(screen.getAllByRole('textbox', { name: /skuCode/ })).toHaveLength(2);
    expect(screen.getByRole('group', { name: /Item 2/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Item 1' }));
    const left = screen.getAllByRole('textbox', { name: /skuCode/ });
    expect(left.map((input) => (input as HTMLInputElement).value)).toEqual(['']);
  });

  it('an empty field looks empty: the example is a hint beside it, and the action bar counts what is left', async () => {
    const { user } = await renderConsole();
    const orderId = screen.getByRole<HTMLInputElement>('textbox', { name: /orderId/ });
    expect(orderId.value).toBe('');
    expect(orderId.placeholder).toBe('');
    // Announced with the field (aria-describedby) and written as an example, not as a value.
    expect(descriptionOf(orderId)).toBe('String · e.g. SO1');
    expect(descriptionOf(screen.getByRole('textbox', { name: /quantity/ }))).toBe('Integer · e.g. 2');
    // App key, App secret, Access token, orderId, skuCode.
    expect(screen.getByText('5 required fields still empty')).toBeTruthy();
    await fillCredentials(user);
    await user.type(orderId, 'SO9');
    expect(screen.getByText('1 required field still empty')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fill in example values' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fill empty fields only' }));
    expect(screen.getByText('All required fields are filled')).toBeTruthy();
  });

  it('asks before example values replace typed ones', async () => {
    const { user } = await renderConsole();
    await user.type(screen.getByRole('textbox', { name: /orderId/ }), 'MINE');
    await user.click(screen.getByRole('button', { name: 'Fill in example values' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Replace typed values?' })).getByRole('button', { name: 'Fill empty fields only' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /orderId/ }).value).toBe('MINE');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /skuCode/ }).value).toBe('SKU1');
    await user.click(screen.getByRole('button', { name: 'Fill in example values' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace them' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /orderId/ }).value).toBe('SO1');
  });

  it('a failed call says the test call failed with the server\'s message and keeps everything typed', async () => {
    const { user } = await renderConsole(setUp(() => TE.left({ kind: 'Business', code: 500, message: 'gateway unreachable' })));
    await fillCredentials(user);
    await fillParams(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByText('The test call failed');
    expect(alert.parentElement?.textContent).toBe('The test call failedgateway unreachable');
    expect(screen.getByLabelText<HTMLInputElement>(/^App secret/).value).toBe('fresh0secret0001');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /orderId/ }).value).toBe('SO9');
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();
  });

  it('a successful call shows the response, the request, the URL and the code samples in tabs', async () => {
    const { user } = await renderConsole();
    await fillCredentials(user);
    await fillParams(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Response', 'Request body', 'Request URL', 'Code samples']);
    expect(within(result).getByRole('group', { name: 'Response' }).textContent).toContain('"JDV000123"');
    await user.click(within(result).getByRole('tab', { name: 'Request URL' }));
    expect(within(result).getByLabelText('request URL').textContent).toBe('https://test-api.example.com/ecap/v1/orders/create?app_key=K&sign=abc');
    await user.click(within(result).getByRole('tab', { name: 'Code samples' }));
    expect(within(result).getByRole('tab', { name: 'Python' })).toBeTruthy();
    expect(within(result).getByLabelText('Java sample').textContent).toBe('HttpRequest request = …');
  });
});
