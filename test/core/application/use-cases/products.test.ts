import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { makeLoadProductDetail } from '../../../../src/application/use-cases/load-product-detail.use-case';
import { makeLoadProductCatalogue, makeLoadShowcaseProducts } from '../../../../src/application/use-cases/load-products.use-case';
import { aProductDetail, createFakeProductPort } from './fake-product-ports';

const summary = { id: 1, code: 'lcp-wms', name: '云仓', nameEn: 'Cloud WMS', description: '', descriptionEn: '' };
const groups = [
  { name: '仓配', nameEn: 'Warehousing', products: [summary] },
  { name: '空', nameEn: 'Empty', products: [] },
];

describe('products', () => {
  it('the product page lists the classifications that have products', async () => {
    const { port } = createFakeProductPort({ classifications: groups });
    expect(await makeLoadProductCatalogue({ products: port })()()).toEqual(E.right([groups[0]]));
  });

  it('the home page lists the showcase products', async () => {
    const { port, calls } = createFakeProductPort({ classifications: groups });
    expect(await makeLoadShowcaseProducts({ products: port })()()).toEqual(E.right([summary]));
    expect(calls).toEqual([{ call: 'showcaseProducts' }]);
  });

  it('a failed list is the server error', async () => {
    const { port } = createFakeProductPort({ fail: { classifiedProducts: { kind: 'Timeout' } } });
    expect(await makeLoadProductCatalogue({ products: port })()()).toEqual(E.left({ kind: 'Timeout' }));
  });
});

describe('product detail', () => {
  it('asks for the product by its code', async () => {
    const detail = aProductDetail({ code: 'lcp-oms' });
    const { port, calls } = createFakeProductPort({ detail });
    expect(await makeLoadProductDetail({ products: port })(' lcp-oms ')()).toEqual(E.right(detail));
    expect(calls).toEqual([{ call: 'productDetail', arg: 'lcp-oms' }]);
  });

  it('a blank code is not found without a call', async () => {
    const { port, calls } = createFakeProductPort();
    expect(await makeLoadProductDetail({ products: port })('  ')()).toEqual(E.left({ kind: 'NotFound' }));
    expect(calls).toEqual([]);
  });

  it('an unknown product (the server’s 404) is not found, the server’s answer kept as its cause', async () => {
    const { port } = createFakeProductPort({ fail: { productDetail: { kind: 'Business', code: 404, message: '产品不存在' } } });
    expect(await makeLoadProductDetail({ products: port })('nope')()).toEqual(
      E.left({ kind: 'NotFound', cause: { kind: 'Business', code: 404, message: '产品不存在' } }),
    );
  });

  it('any other failure is the failed call itself', async () => {
    const { port } = createFakeProductPort({ fail: { productDetail: { kind: 'Business', code: 500, message: '繁忙' } } });
    expect(await makeLoadProductDetail({ products: port })('lcp-oms')()).toEqual(E.left({ kind: 'Business', code: 500, message: '繁忙' }));
  });
});
