import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { createOpenApiDocGateway } from '../../../../src/infrastructure/openapi/openapi-doc.gateway';
import { createDocumentList, parseDocumentList } from '../../../../src/infrastructure/openapi/openapi-document-list';

const LIST = 'https://portal.example/openapi-documents.json';
const DEFAULTS = [{ id: 1, url: 'https://portal.example/openapi/built-in.yaml', name: '内置', nameEn: 'Built in' }];

const problemOf = (text: string) => {
  const result = parseDocumentList(text, LIST);
  if (E.isRight(result) || result.left.kind !== 'InvalidDocument') throw new Error(`expected a fault, got ${JSON.stringify(result)}`);
  return { pointer: result.left.pointer, file: result.left.file, ...result.left.problem };
};

const answering = (answers: (() => Promise<Response>)[]) => {
  const asked: string[] = [];
  const fetchList = (url: string) => {
    asked.push(url);
    const next = answers.shift();
    if (!next) throw new Error('asked once too often');
    return next();
  };
  return { asked, list: createDocumentList({ listUrl: LIST, defaults: DEFAULTS, fetchList }) };
};
const json = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the list of documents served beside index.html', () => {
  it('reads its entries, addresses relative to the list, names optional', () => {
    const result = parseDocumentList(JSON.stringify([{ id: 7, url: 'openapi/orders.yaml', name: '订单', nameEn: 'Orders' }, { id: 9, url: 'https://api.example/spec.json' }]), LIST);
    expect(result).toEqual(
      E.right([
        { id: 7, url: 'https://portal.example/openapi/orders.yaml', name: '订单', nameEn: 'Orders' },
        { id: 9, url: 'https://api.example/spec.json', name: '', nameEn: '' },
      ]),
    );
  });

  it('names the entry and the place of the first fault, whatever it is', () => {
    expect(problemOf('[{"id": 1, "url": "a.yaml"},')).toMatchObject({ code: 'listNotJson', pointer: '', file: LIST });
    expect(problemOf('{"documents": []}')).toMatchObject({ code: 'listNotList', pointer: '' });
    expect(problemOf('[{"id": 1, "url": "a.yaml"}, "b.yaml"]')).toMatchObject({ code: 'listBadEntry', pointer: '/1', values: { entry: '2' } });
    expect(problemOf('[{"id": 1.5, "url": "a.yaml"}]')).toMatchObject({ code: 'listBadId', pointer: '/0/id', values: { entry: '1' } });
    expect(problemOf('[{"url": "a.yaml"}]')).toMatchObject({ code: 'listBadId', pointer: '/0/id' });
    expect(problemOf('[{"id": 1, "url": "a.yaml"}, {"id": 2, "url": "  "}]')).toMatchObject({ code: 'listBadUrl', pointer: '/1/url', values: { entry: '2' } });
    expect(problemOf('[{"id": 1, "url": "http://"}]')).toMatchObject({ code: 'listBadUrl', pointer: '/0/url' });
    expect(problemOf('[{"id": 1, "url": "a.yaml", "nameEn": 3}]')).toMatchObject({ code: 'listBadName', pointer: '/0/nameEn', values: { key: 'nameEn' } });
    expect(problemOf('[{"id": 1, "url": "a.yaml", "nameEN": "A"}]')).toMatchObject({ code: 'listUnknownField', pointer: '/0', values: { key: 'nameEN', fields: 'id, url, name, nameEn' } });
    expect(problemOf('[{"id": 3, "url": "a.yaml"}, {"id": 4, "url": "b.yaml"}, {"id": 3, "url": "c.yaml"}]')).toMatchObject({
      code: 'listSameId',
      pointer: '/2/id',
      values: { entry: '3', id: '3', first: '1' },
    });
  });

  it('takes an empty list as a deployment without documents', () => {
    expect(parseDocumentList('[]', LIST)).toEqual(E.right([]));
  });
});

describe('the deployment’s documents', () => {
  it('are the served list when there is one, fetched once for every caller', async () => {
    const { asked, list } = answering([json([{ id: 2, url: '/specs/a.json' }])]);
    const [first, second] = await Promise.all([list(), list()]);
    expect(first).toEqual(E.right([{ id: 2, url: 'https://portal.example/specs/a.json', name: '', nameEn: '' }]));
    expect(second).toEqual(first);
    expect(await list()).toEqual(first);
    expect(asked).toEqual([LIST]);
  });

  it("are the build's when the list is not there, or the host answers with the app's page instead", async () => {
    const none = answering([() => Promise.resolve(new Response(null, { status: 204 }))]);
    expect(await none.list()).toEqual(E.right(DEFAULTS));
    const missing = answering([() => Promise.resolve(new Response('Not found', { status: 404 }))]);
    expect(await missing.list()).toEqual(E.right(DEFAULTS));
    const page = answering([() => Promise.resolve(new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }))]);
    expect(await page.list()).toEqual(E.right(DEFAULTS));
  });

  it('say a failed fetch, and fetch again when asked again', async () => {
    const { asked, list } = answering([() => Promise.reject(new TypeError('Failed to fetch')), json([], 503), json([{ id: 1, url: 'a.json' }])]);
    expect(await list()).toEqual(E.left({ kind: 'Network' }));
    expect(await list()).toEqual(E.left({ kind: 'Http', status: 503 }));
    expect(E.isRight(await list())).toBe(true);
    expect(asked).toHaveLength(3);
  });

  it('say a timeout as one', async () => {
    const { list } = answering([() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))]);
    expect(await list()).toEqual(E.left({ kind: 'Timeout' }));
  });

  it('keep a broken list said, without fetching it again', async () => {
    const { asked, list } = answering([json([{ id: 1 }])]);
    const first = await list();
    expect(first).toMatchObject(E.left({ kind: 'InvalidDocument', pointer: '/0/url' }));
    expect(await list()).toEqual(first);
    expect(asked).toHaveLength(1);
  });

  it('fail every documentation call with the broken list’s fault, the units’ list too', async () => {
    const fault = { kind: 'InvalidDocument' as const, file: LIST, pointer: '/0/id', problem: { code: 'listBadId' as const, values: { entry: '1' } } };
    const { docs, bizUnits } = createOpenApiDocGateway(TE.left(fault), () => Promise.reject(new Error('no document is asked')));
    expect(await bizUnits.findClassified()()).toEqual(E.left(fault));
    expect(await docs.bizUnit(1, { kind: 'released' })()).toEqual(E.left(fault));
    expect(await docs.apiMenu(1)()).toEqual(E.left(fault));
    expect(await docs.guideTree(1)()).toEqual(E.left(fault));
  });
});
