import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpProductGateway, PRODUCT_PATHS } from '../../../../src/infrastructure/gateways/http-product.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

const wms = { id: 1, productCode: 'lcp-wms', productName: '云仓 WMS', productNameEn: 'Cloud WMS', description: '仓储', descriptionEn: null };
const wmsSummary = { id: 1, code: 'lcp-wms', name: '云仓 WMS', nameEn: 'Cloud WMS', description: '仓储', descriptionEn: '仓储' };

/** Answers GET or POST on a path with `data`, recording each request's URL and JSON body. */
const answer = (method: 'get' | 'post', path: string, data: unknown) => {
  const seen: { url: URL; body?: unknown }[] = [];
  server.use(
    http[method](api(path), async ({ request }) => {
      seen.push({ url: new URL(request.url), ...(method === 'post' ? { body: await request.json() } : {}) });
      return HttpResponse.json(ok(data) as object);
    }),
  );
  return seen;
};

const gateway = () => createHttpProductGateway(createTestClient().client);
const kindOf = (result: E.Either<{ kind: string }, unknown>) => (E.isLeft(result) ? result.left.kind : 'Right');

describe('HTTP product gateway', () => {
  it('reads the classified products, with the Chinese names where English ones are missing', async () => {
    answer('get', PRODUCT_PATHS.classifiedProducts, [{ classifyName: '仓配一体', classifyNameEn: null, products: [wms] }]);
    expect(await gateway().classifiedProducts()()).toEqual(E.right([{ name: '仓配一体', nameEn: '仓配一体', products: [wmsSummary] }]));
  });

  it('reads the showcase list', async () => {
    answer('get', PRODUCT_PATHS.showcaseProducts, [wms]);
    expect(await gateway().showcaseProducts()()).toEqual(E.right([wmsSummary]));
  });

  it('reads a product page: a Chinese and an English body, each with its selling points and sections', async () => {
    const seen = answer('get', `${PRODUCT_PATHS.productDetail}lcp-wms`, {
      ...wms,
      classifyName: '仓配一体',
      classifyNameEn: 'Warehousing',
      features: ['波次拣货', ' '],
      featuresEn: ['Wave picking'],
      content: '# 云仓\n\n简介\n\n## 产品架构\n\n分层',
      contentEn: '# Cloud WMS\n\nIntro\n\n## Architecture\n\nLayers',
      updateTime: '2026-10-30 09:00:00',
    });
    expect(await gateway().productDetail('lcp-wms')()).toEqual(
      E.right({
        ...wmsSummary,
        classifyName: '仓配一体',
        classifyNameEn: 'Warehousing',
        body: {
          zh: { advantages: ['波次拣货'], intro: '# 云仓\n\n简介', sections: [{ id: '产品架构', title: '产品架构', kind: 'architecture', markdown: '分层' }] },
          en: { advantages: ['Wave picking'], intro: '# Cloud WMS\n\nIntro', sections: [{ id: 'architecture', title: 'Architecture', kind: 'architecture', markdown: 'Layers' }] },
        },
        updateTime: '2026-10-30 09:00:00',
      }),
    );
    expect(seen[0]?.url.pathname).toBe('/lcp-rest/product/show/details/lcp-wms');
  });

  it('an old-style product page (no English twins, "中文 / English" features) still reads in both languages', async () => {
    answer('get', `${PRODUCT_PATHS.productDetail}lcp-wms`, {
      ...wms,
      features: ['波次拣货 / Wave picking'],
      featuresEn: null,
      content: '# 云仓\n\n## 产品架构 / Architecture\n\nLayers',
      contentEn: null,
    });
    const result = await gateway().productDetail('lcp-wms')();
    const body = E.isRight(result) ? result.right.body : undefined;
    expect(body?.zh.advantages).toEqual(['波次拣货']);
    expect(body?.en.advantages).toEqual(['Wave picking']);
    expect(body?.en.intro).toBe('# 云仓');
    expect(body?.en.sections.map(({ title, kind, markdown }) => ({ title, kind, markdown }))).toEqual([{ title: 'Architecture', kind: 'architecture', markdown: 'Layers' }]);
  });

  it('a product page without a name breaks the contract', async () => {
    answer('get', `${PRODUCT_PATHS.productDetail}1`, { id: 1, productCode: 'x' });
    expect(kindOf(await gateway().productDetail('1')())).toBe('Contract');
  });

  it('reads the apply form of a product: terms cleaned, the role and whether it was applied for', async () => {
    const seen = answer('get', `${PRODUCT_PATHS.applyUseProduct}1`, {
      productId: 1,
      productCode: 'lcp-wms',
      productName: '云仓 WMS',
      terms: [3, 1],
      admin: false,
      applied: true,
    });
    expect(await gateway().applyUseProduct('1')()).toEqual(
      E.right({ productId: 1, productCode: 'lcp-wms', name: '云仓 WMS', nameEn: '云仓 WMS', terms: [1, 3], administrator: false, applied: true }),
    );
    expect(seen[0]?.url.pathname).toBe('/lcp-rest/productApply/findApplyUseProduct/1');
  });

  it('an apply form without the role breaks the contract', async () => {
    answer('get', `${PRODUCT_PATHS.applyUseProduct}1`, { productId: 1, productCode: 'lcp-wms', productName: 'x', terms: [1], applied: false });
    expect(kindOf(await gateway().applyUseProduct('1')())).toBe('Contract');
  });

  it('submits {productId, term, agree: true} and reads the new application', async () => {
    const seen = answer('post', PRODUCT_PATHS.submitApplication, {
      id: 9002,
      productId: 1,
      productCode: 'lcp-wms',
      productName: '云仓 WMS',
      term: 2,
      status: 1,
      applyTime: '2026-06-01 10:00:00',
    });
    expect(await gateway().submitApplication({ productId: 1, term: 2 })()).toEqual(
      E.right({
        id: 9002,
        productId: 1,
        productCode: 'lcp-wms',
        productName: '云仓 WMS',
        productNameEn: '云仓 WMS',
        termYears: 2,
        status: 'underReview',
        applyTime: '2026-06-01 10:00:00',
      }),
    );
    expect(seen[0]?.body).toEqual({ productId: 1, term: 2, agree: true });
  });

  it('a refused submit is the business error with the server message', async () => {
    server.use(http.post(api(PRODUCT_PATHS.submitApplication), () => HttpResponse.json({ code: 403, message: 'not an administrator' })));
    expect(await gateway().submitApplication({ productId: 1, term: 2 })()).toEqual(E.left({ kind: 'Business', code: 403, message: 'not an administrator' }));
  });

  it("reads the account's applications with the My System status codes, the update time, the link and the English name", async () => {
    answer('get', PRODUCT_PATHS.myApplications, [
      { id: 1, productId: 1, productCode: 'a', productName: '甲', productNameEn: 'A', term: 1, status: 3, applyTime: 't1', statusUpdateTime: 't2', url: 'https://a.example.com' },
      { id: 2, productId: 1, productCode: 'a', productName: '甲', productNameEn: null, term: 1, status: 4, applyTime: 't1', statusUpdateTime: null, url: null },
      { id: 3, productId: 1, productCode: 'a', productName: '甲', productNameEn: '', term: 1, status: 9, applyTime: 't1' },
    ]);
    const result = await gateway().myApplications()();
    expect(E.isRight(result) && result.right.map(({ status, statusUpdateTime, url, productNameEn }) => ({ status, statusUpdateTime, url, productNameEn }))).toEqual([
      { status: 'running', statusUpdateTime: 't2', url: 'https://a.example.com', productNameEn: 'A' },
      { status: 'rejected', statusUpdateTime: undefined, url: undefined, productNameEn: '甲' },
      { status: undefined, statusUpdateTime: undefined, url: undefined, productNameEn: '甲' },
    ]);
  });

  it('an application without a status breaks the contract', async () => {
    answer('get', PRODUCT_PATHS.myApplications, [{ id: 1, productId: 1, productCode: 'a', productName: 'A', term: 1, applyTime: 't1' }]);
    expect(kindOf(await gateway().myApplications()())).toBe('Contract');
  });
});
