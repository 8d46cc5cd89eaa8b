import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpDocGateway } from '../../../../src/infrastructure/gateways/http-doc.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();
const gateway = () => createHttpDocGateway(createTestClient().client);

const answer = (method: 'get' | 'post', path: string, body: unknown) => {
  const urls: URL[] = [];
  server.use(
    http[method](api(path), ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(body as object);
    }),
  );
  return urls;
};

const API_DTO = {
  id: 7,
  apiCode: 'ORDER_CREATE',
  apiName: '下单',
  apiRemark: '<p>remark</p>',
  apiUrl: '/ecap/v1/orders/create',
  apiLopDN: 'ECAP.JDL.COM',
  updateTime: 1767225600000,
  type: 2,
  callDirection: 2,
  bizUnitType: 4,
  gateWayUrlDtoList: [{ envName: '正式环境', url: 'https://api.example.com/x', lopDn: null }],
  inParams: [
    { id: 1, name: 'order', logogramType: 'Object', required: '1', children: [{ id: 2, name: 'phone', required: '2', remark: '<b>x</b>', exampleValue: '138' }] },
    { id: 3, name: 'order', logogramType: 'Object', required: 0 },
  ],
  outParams: [{ id: 9, name: 'code', logogramType: 'Integer', required: null }],
  requestDemo: [{ tag: 'JSON', content: '{}' }],
  reponseDemo: [{ tag: null, content: '{"code":0}' }],
  exceptionDemo: [{ content: '{"code":1}' }],
  errorCodes: [{ id: 11, errorCode: '1001', errorMsg: 'bad', prescription: '<p>fix</p>', children: [{ id: 12, errorCode: '1001-1' }] }],
  bizSdkList: [{ language: 1, jssKey: 'k' }, { language: 'Golang', jssKey: null }],
};

describe('HTTP doc gateway', () => {
  it('maps an API document: requirement codes, anchors by path, direction, partner, examples, error codes, SDKs', async () => {
    const urls = answer('get', '/bizapinterface/getBizUnitApiDetails', ok(API_DTO));
    const result = await gateway().apiDoc(7)();
    expect(urls[0]?.searchParams.get('id')).toBe('7');
    expect(result._tag).toBe('Right');
    const doc = E.isRight(result) ? result.right : undefined;
    expect(doc).toMatchObject({
      code: 'ORDER_CREATE',
      path: '/ecap/v1/orders/create',
      updateTime: '1767225600000',
      protocol: 'http',
      direction: 'callback',
      partner: true,
      environments: [{ name: '正式环境', url: 'https://api.example.com/x' }],
      requestExamples: [{ tag: 'JSON', content: '{}' }],
      responseExamples: [{ content: '{"code":0}' }],
      exceptionExamples: ['{"code":1}'],
      errorCodes: [{ code: '1001', message: 'bad', fix: '<p>fix</p>', children: [{ code: '1001-1', children: [] }] }],
      sdks: [{ language: 'java', fileKey: 'k' }, { language: 'go' }],
    });
    expect(doc?.requestParams.map((node) => [node.anchor, node.requirement])).toEqual([
      ['request-order', 'required'],
      ['request-order-2', 'optional'],
    ]);
    expect(doc?.requestParams[0]?.children[0]).toMatchObject({ anchor: 'request-order-phone', requirement: 'conditional', example: '138', description: '<b>x</b>' });
    expect(doc?.responseParams[0]).toMatchObject({ anchor: 'response-code', requirement: 'optional', type: 'Integer' });
  });

  it('a malformed API document is a Contract failure', async () => {
    answer('get', '/bizapinterface/getBizUnitApiDetails', ok({ id: 'x' }));
    expect(await gateway().apiDoc(7)()).toMatchObject(E.left({ kind: 'Contract' }));
  });

  it('reads a unit, released or previewed by approval number', async () => {
    const released = answer('get', '/bizunit/getBizUnitById', ok({ id: 101, name: '入库单', nameEn: null, publishRange: 1, hasUat: 1 }));
    expect(await gateway().bizUnit(101, { kind: 'released' })()).toEqual(
      E.right({ id: 101, name: '入库单', nameEn: '入库单', code: '', remark: undefined, publishRange: 1, hasUat: true }),
    );
    expect(released[0]?.searchParams.get('id')).toBe('101');
    const preview = answer('get', '/bizview/getBizUnitById', ok({ id: 101, name: '入库单' }));
    await gateway().bizUnit(101, { kind: 'preview', approvalNumber: 'AP-1' })();
    expect(Object.fromEntries(preview[0]?.searchParams ?? [])).toEqual({ id: '101', approvalNumber: 'AP-1' });
  });

  it('asks whether the current team may read a unit, and reads the API menu', async () => {
    answer('get', '/bizvisiblesupplier/checkBizUnitVisibleSupplier', ok(false));
    expect(await gateway().unitVisible(302)()).toEqual(E.right(false));
    answer('get', '/bizapinterface/getApiDocListByCategory', ok([{ code: 'c', name: 'Orders', apiList: [{ id: 1, apiCode: 'A', apiName: 'a', apiUrl: '/a' }] }]));
    expect(await gateway().apiMenu(101)()).toEqual(E.right([{ code: 'c', name: 'Orders', apis: [{ id: 1, code: 'A', name: 'a', path: '/a' }] }]));
  });

  it('reads the access-guide tree and a guide page, released or previewed', async () => {
    answer('get', '/doc/getDocByGroupByTree', ok([{ id: 1, title: 'A', children: [{ id: 2, title: 'B' }] }]));
    expect(await gateway().guideTree(101)()).toEqual(E.right([{ id: 1, title: 'A', children: [{ id: 2, title: 'B', children: [] }] }]));
    answer('get', '/doc/findReleaseDocGroupById', ok({ title: 'A', content: '# A', updateTime: '2026-01-01 00:00:00' }));
    expect(await gateway().guideDoc(1, { kind: 'released' })()).toEqual(E.right({ title: 'A', markdown: '# A', updateTime: '2026-01-01 00:00:00' }));
    const preview = answer('get', '/bizview/findDocGroupById', ok({ title: 'A', content: '' }));
    await gateway().guideDoc(1, { kind: 'preview', approvalNumber: 'AP-9' })();
    expect(preview[0]?.searchParams.get('approvalNumber')).toBe('AP-9');
  });

  it('reads the message menu (preview from its own endpoint) and a message with anchored properties', async () => {
    const preview = answer('get', '/bizview/getBizUnitMessagePreByCategory', ok([{ code: 's', name: 'Status', messageList: [{ id: 5, name: 'M', chineseName: null }] }]));
    expect(await gateway().messageMenu(101, { kind: 'preview', approvalNumber: 'AP-1' })()).toEqual(
      E.right([{ code: 's', name: 'Status', messages: [{ id: 5, name: 'M', chineseName: undefined }] }]),
    );
    expect(preview).toHaveLength(1);
    answer('get', '/bizmsg/getMessageDetails', ok({ id: 5, name: 'M', messagePropList: [{ id: 1, name: 'orderId', type: 'String', required: 1, descr: '<i>x</i>' }] }));
    const message = await gateway().messageDoc(101, 5)();
    expect(message).toMatchObject(E.right({ id: 5, properties: [{ anchor: 'property-orderid', requirement: 'required', description: '<i>x</i>' }] }));
  });

  it('reads base SDKs and every page of a unit\'s business SDKs', async () => {
    answer('get', '/sdk/getUsingBaseSdkList', ok([{ id: 1, language: 4, version: '1', name: 'py', jssKey: null, fileName: null }]));
    expect(await gateway().baseSdks()()).toEqual(E.right([{ id: 1, name: 'py', version: '1', language: 'python', description: undefined, fileKey: undefined, fileName: undefined }]));
    const lastIds: string[] = [];
    server.use(
      http.get(api('/sdk/getBizUnitSdkScrollPage'), ({ request }) => {
        const lastId = Number(new URL(request.url).searchParams.get('lastId'));
        lastIds.push(String(lastId));
        const size = Number(new URL(request.url).searchParams.get('size'));
        const ids = lastId === 0 ? Array.from({ length: size }, (_, index) => index + 1) : [size + 1];
        return HttpResponse.json(ok(ids.map((id) => ({ id, unitId: 101, name: `s${String(id)}`, version: '1', language: 1 }))));
      }),
    );
    const sdks = await gateway().bizSdks(101)();
    expect(E.isRight(sdks) && sdks.right.length).toBe(51);
    expect(lastIds).toEqual(['0', '50']);
  });

  it('reads a page of a unit\'s APIs after the last id', async () => {
    const urls = answer('get', '/bizapinterface/getBizUnitApiScrollPage', ok([{ id: 8, apiCode: 'A', apiName: 'a', apiUrl: '/a', updateTime: '' }]));
    expect(await gateway().apiPage(101, 7, 20)()).toEqual(E.right([{ id: 8, code: 'A', name: 'a', path: '/a', updateTime: undefined }]));
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ unitId: '101', lastId: '7', size: '20' });
  });
});
