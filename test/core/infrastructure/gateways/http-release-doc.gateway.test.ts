import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpReleaseDocGateway } from '../../../../src/infrastructure/gateways/http-release-doc.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();
const gateway = () => createHttpReleaseDocGateway(createTestClient().client);

const answer = (path: string, body: unknown) => {
  const urls: URL[] = [];
  server.use(
    http.get(api(path), ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(body as object);
    }),
  );
  return urls;
};

describe('HTTP release-doc gateway', () => {
  it('lists the released docs of a type (GET /doc/getReleaseDocList?type)', async () => {
    const urls = answer('/doc/getReleaseDocList', ok({ list: [{ id: 3, title: 'Start', type: 1 }, { id: 4, title: 'Sign', type: '1' }] }));
    expect(await gateway().releaseDocList(1)()).toEqual(E.right([{ id: 3, title: 'Start' }, { id: 4, title: 'Sign' }]));
    expect(urls[0]?.searchParams.get('type')).toBe('1');
  });

  it('reads one tab of a product tree with productCode and its docType (3 = API docs)', async () => {
    const urls = answer('/doc/getDocByGroupByTree', ok([{ id: 1, title: 'A', children: [{ id: 2, title: 'B', children: null }] }]));
    expect(await gateway().productDocTree('lcp-wms', 'apidoc')()).toEqual(E.right([{ id: 1, title: 'A', children: [{ id: 2, title: 'B', children: [] }] }]));
    expect(urls[0]?.searchParams.get('productCode')).toBe('lcp-wms');
    expect(urls[0]?.searchParams.get('docType')).toBe('3');
  });

  it('reads a released document by its id (GET /doc/findReleaseDocGroupById?id), as Markdown', async () => {
    const urls = answer('/doc/findReleaseDocGroupById', ok({ title: 'Signing', content: '# Signing', updateTime: '2026-01-01 00:00:00' }));
    expect(await gateway().releasedDoc(80001)()).toEqual(E.right({ title: 'Signing', markdown: '# Signing', updateTime: '2026-01-01 00:00:00' }));
    expect(urls[0]?.searchParams.get('id')).toBe('80001');
  });

  it('reads the product name; a missing English name falls back to the Chinese one', async () => {
    const urls = answer('/product/release/findMiniProductInfo', ok({ productCode: 'lcp-wms', name: '云仓', nameEn: null }));
    expect(await gateway().miniProduct('lcp-wms')()).toEqual(E.right({ productCode: 'lcp-wms', name: '云仓', nameEn: '云仓' }));
    expect(urls[0]?.searchParams.get('productCode')).toBe('lcp-wms');
  });

  it('a list without ids is a contract failure, not an empty list', async () => {
    answer('/doc/getReleaseDocList', ok({ list: [{ title: 'no id' }] }));
    const result = await gateway().releaseDocList(1)();
    expect(E.isLeft(result) && result.left.kind).toBe('Contract');
  });
});
