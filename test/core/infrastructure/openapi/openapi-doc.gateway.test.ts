import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import * as TE from 'fp-ts/TaskEither';
import { createOpenApiDocGateway } from '../../../../src/infrastructure/openapi/openapi-doc.gateway';
import type { OpenApiUnit } from '../../../../src/infrastructure/openapi/openapi-document-list';
import { createOpenApiHost, HttpStatusError } from '../../../../src/infrastructure/openapi/openapi-host';
import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { parseJson } from '../../../../src/infrastructure/openapi/openapi-reader';
import { ROOT, SHARED, sharedDocument, shopDocument } from './openapi-fixture';

const BROKEN = 'https://docs.example.test/specs/broken.json';
const UNITS: OpenApiUnit[] = [
  { id: 4, url: ROOT, name: '商店', nameEn: '' },
  { id: 5, url: BROKEN, name: 'Broken', nameEn: 'Broken' },
];

/** The gateway on a host whose files are `files`; `fetched` lists every fetch, and a missing file fails as `missing`. */
const setUp = (files: Record<string, Json>, missing: () => Error = () => new HttpStatusError(404), units: readonly OpenApiUnit[] = UNITS) => {
  const fetched: string[] = [];
  const host = createOpenApiHost({
    fetchText: (url) => {
      fetched.push(url);
      return url in files ? Promise.resolve(JSON.stringify(files[url])) : Promise.reject(missing());
    },
    parse: (text, file) => Promise.resolve(parseJson(text, file)),
    markdown: () => Promise.resolve((text: string) => `<p>${text}</p>`),
  });
  return { fetched, ...createOpenApiDocGateway(TE.right(units), host.answer) };
};
const shopFiles = (): Record<string, Json> => ({ [ROOT]: shopDocument(), [SHARED]: sharedDocument() });
const value = <A>(either: E.Either<unknown, A>): A => {
  if (E.isLeft(either)) throw new Error(`failed: ${JSON.stringify(either.left)}`);
  return either.right;
};

describe('the documentation ports on OpenAPI documents', () => {
  it('lists the configured documents as units of one group, in both languages', async () => {
    const { bizUnits } = setUp(shopFiles());
    const groups = value(await bizUnits.findClassified()());
    expect(groups).toEqual([
      expect.objectContaining({ classifyCode: 'openapi', bizUnits: [expect.objectContaining({ id: 4, name: '商店' }), expect.objectContaining({ id: 5, name: 'Broken' })] }),
    ]);
  });

  it("opens a unit with the document's title where the configuration names none, as public and without SDKs", async () => {
    const { docs } = setUp(shopFiles());
    expect(value(await docs.bizUnit(4, { kind: 'released' })())).toMatchObject({ id: 4, name: '商店', nameEn: 'Shop', hasUat: false });
    expect(value(await docs.unitVisible(4)())).toBe(true);
    expect(value(await docs.bizSdks(4)())).toEqual([]);
    expect(value(await docs.baseSdks()())).toEqual([]);
  });

  it("asks the worker once for a unit's face that its page's frame asks three times at once, and afresh later", async () => {
    const questions: string[] = [];
    const { docs } = setUp(shopFiles());
    const host = createOpenApiHost({
      fetchText: (url) => Promise.resolve(JSON.stringify(shopFiles()[url])),
      parse: (text, file) => Promise.resolve(parseJson(text, file)),
      markdown: () => Promise.resolve((text: string) => `<p>${text}</p>`),
    });
    const counted = createOpenApiDocGateway(TE.right(UNITS), (request) => {
      questions.push(request.kind);
      return host.answer(request);
    }).docs;
    const [unit, apis, messages] = await Promise.all([counted.bizUnit(4, { kind: 'released' })(), counted.apiMenu(4)(), counted.messageMenu(4, { kind: 'released' })()]);
    expect([value(unit).name, value(apis).length > 0, Array.isArray(value(messages))]).toEqual(['商店', true, true]);
    expect(questions).toEqual(['unit']);
    value(await counted.apiMenu(4)());
    expect(questions).toEqual(['unit', 'unit']);
    // The shared answer is the same one the uncounted gateway gives.
    expect(value(await docs.apiMenu(4)())).toEqual(value(apis));
  });

  it('reads the document once for the menu, the pages and every API asked of it', async () => {
    const { docs, fetched } = setUp(shopFiles());
    const menu = value(await docs.apiMenu(4)());
    const getOrder = menu[0]?.apis[0];
    expect(getOrder?.code).toBe('getOrder');
    const doc = value(await docs.apiDoc(getOrder?.id ?? 0)());
    expect(doc).toMatchObject({ code: 'getOrder', httpMethod: 'GET', remark: '<p>Reads one order.</p>' });
    value(await docs.apiDoc(getOrder?.id ?? 0)());
    expect(value(await docs.messageDoc(4, 1)())).toMatchObject({ name: 'orderShipped' });
    expect(fetched).toEqual([ROOT, SHARED]);
  });

  it('pages the APIs after the last one seen, each once although it sits under two tags', async () => {
    const { docs } = setUp(shopFiles());
    const first = value(await docs.apiPage(4, 0, 2)());
    expect(first.map((api) => api.code)).toEqual(['getOrder', 'POST /orders']);
    const rest = value(await docs.apiPage(4, first[1]?.id ?? 0, 2)());
    expect(rest.map((api) => api.code)).toEqual(['cancelOrder']);
  });

  it("makes the document's description the unit's one guide page", async () => {
    const { docs } = setUp(shopFiles());
    expect(value(await docs.guideTree(4)())).toEqual([{ id: 4, title: 'Shop', children: [] }]);
    expect(value(await docs.guideDoc(4, { kind: 'released' })())).toEqual({ title: 'Shop', markdown: 'The **shop** API.' });
  });

  it("names a unit that neither its configuration nor its document names by its file's name, in the list, the unit and the guide", async () => {
    const blank = { ...shopDocument(), info: { ...(shopDocument().info as Record<string, Json>), title: '' } };
    const unnamed = [{ id: 4, url: `${ROOT}?v=2`, name: '', nameEn: '' }];
    const { docs, bizUnits } = setUp({ [`${ROOT}?v=2`]: blank, [SHARED]: sharedDocument() }, undefined, unnamed);
    expect(value(await bizUnits.findClassified()())[0]?.bizUnits).toEqual([expect.objectContaining({ id: 4, name: 'shop.json' })]);
    expect(value(await docs.bizUnit(4, { kind: 'released' })())).toMatchObject({ name: 'shop.json', nameEn: 'shop.json' });
    expect(value(await docs.guideTree(4)())).toEqual([{ id: 4, title: 'shop.json', children: [] }]);
  });

  it('names the guide page as the unit is configured when the document\'s title is blank', async () => {
    const blank = { ...shopDocument(), info: { ...(shopDocument().info as Record<string, Json>), title: ' ' } };
    const { docs } = setUp({ [ROOT]: blank, [SHARED]: sharedDocument() });
    expect(value(await docs.guideTree(4)())).toEqual([{ id: 4, title: '商店', children: [] }]);
    expect(value(await docs.guideDoc(4, { kind: 'released' })())).toMatchObject({ title: '商店' });
  });

  it('answers an unknown unit, API or message as not found', async () => {
    const { docs } = setUp(shopFiles());
    expect(await docs.apiMenu(99)()).toEqual(E.left({ kind: 'Http', status: 404 }));
    expect(await docs.apiDoc(4_000_000_001)()).toEqual(E.left({ kind: 'Http', status: 404 }));
    expect(await docs.messageDoc(4, 2)()).toEqual(E.left({ kind: 'Http', status: 404 }));
  });

  it('says what is wrong with a document that is not valid, and where', async () => {
    const broken = { ...shopDocument(), info: { version: '1' } } as Json;
    const { docs } = setUp({ ...shopFiles(), [BROKEN]: broken });
    expect(await docs.apiMenu(5)()).toEqual(E.left({ kind: 'InvalidDocument', file: BROKEN, pointer: '/info/title', problem: { code: 'noTitle', values: {} } }));
  });

  it('passes on a failed fetch, and fetches again when asked again', async () => {
    const files: Record<string, Json> = {};
    const { docs, fetched } = setUp(files, () => new TypeError('Failed to fetch'));
    expect(await docs.apiMenu(4)()).toEqual(E.left({ kind: 'Network' }));
    Object.assign(files, shopFiles());
    expect(value(await docs.apiMenu(4)()).length).toBe(3);
    expect(fetched).toEqual([ROOT, ROOT, SHARED]);
    const missing = setUp({});
    expect(await missing.docs.apiMenu(4)()).toEqual(E.left({ kind: 'Http', status: 404 }));
  });
});
