import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { MySystemPort } from '../../../../src/application/ports/my-system.port';
import type { ProductPort } from '../../../../src/application/ports/product.port';
import type { Paging } from '../../../../src/domain/product/paging';
import { makeListMySystems as makeList, productApplicationsSource, wmsSystemsSource } from '../../../../src/application/use-cases/list-my-systems.use-case';
import { anApplication, aSystem, createFakeMySystemPort, createFakeProductPort } from './fake-product-ports';

/** My System with its two sources (src/main/container/features/products.module.ts); `variant` names the list asked for. */
const makeListMySystems = (deps: { variant: 'internal' | 'external'; products: ProductPort; mySystems: MySystemPort }) => {
  const list = makeList({ sources: { productApplications: productApplicationsSource(deps.products), wmsSystems: wmsSystemsSource(deps.mySystems) } });
  return (paging?: Partial<Paging>) => list(deps.variant === 'internal' ? 'productApplications' : 'wmsSystems', paging);
};

describe('My System (external): the WMS systems', () => {
  it('asks POST /wms/queryList for the page, 10 rows by default', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => aSystem(index + 1));
    const systems = createFakeMySystemPort({ rows });
    const list = makeListMySystems({ variant: 'external', products: createFakeProductPort().port, mySystems: systems.port });
    const result = await list({ pageNum: 2 })();
    expect(result).toEqual(E.right({ pageNum: 2, pageSize: 10, total: 12, items: rows.slice(10) }));
    expect(systems.asked).toEqual([{ pageNum: 2, pageSize: 10 }]);
  });

  it('a page past the end (the list got shorter) gives the last page', async () => {
    const rows = Array.from({ length: 3 }, (_, index) => aSystem(index + 1));
    const systems = createFakeMySystemPort({ rows });
    const list = makeListMySystems({ variant: 'external', products: createFakeProductPort().port, mySystems: systems.port });
    expect(await list({ pageNum: 4, pageSize: 2 })()).toEqual(E.right({ pageNum: 2, pageSize: 2, total: 3, items: rows.slice(2) }));
  });

  it('an empty list is an empty page (the empty state), and the internal call is never made', async () => {
    const products = createFakeProductPort();
    const list = makeListMySystems({ variant: 'external', products: products.port, mySystems: createFakeMySystemPort().port });
    expect(await list()()).toEqual(E.right({ pageNum: 1, pageSize: 10, total: 0, items: [] }));
    expect(products.calls).toEqual([]);
  });

  it('a failure is the server error', async () => {
    const list = makeListMySystems({ variant: 'external', products: createFakeProductPort().port, mySystems: createFakeMySystemPort({ fail: { kind: 'Timeout' } }).port });
    expect(await list()()).toEqual(E.left({ kind: 'Timeout' }));
  });
});

describe('My System (internal): the product applications', () => {
  it('lists the applications newest first, numbered, as rows, paged here', async () => {
    const products = createFakeProductPort({
      applications: [
        anApplication({ id: 1, applyTime: '2026-01-01 00:00:00', status: 'running', url: 'https://x.example.com' }),
        anApplication({ id: 2, applyTime: '2026-02-01 00:00:00', status: 'rejected' }),
        anApplication({ id: 3, applyTime: '2026-03-01 00:00:00' }),
      ],
    });
    const systems = createFakeMySystemPort();
    const list = makeListMySystems({ variant: 'internal', products: products.port, mySystems: systems.port });
    const result = await list({ pageNum: 1, pageSize: 2 })();
    expect(result).toEqual(
      E.right({
        pageNum: 1,
        pageSize: 2,
        total: 3,
        items: [
          { number: 1, systemId: '3', name: '云仓 WMS', nameEn: 'Cloud WMS', scenario: undefined, subscription: { amount: 2, unit: 'year' }, status: 'underReview', applyTime: '2026-03-01 00:00:00' },
          { number: 2, systemId: '2', name: '云仓 WMS', nameEn: 'Cloud WMS', scenario: undefined, subscription: { amount: 2, unit: 'year' }, status: 'rejected', applyTime: '2026-02-01 00:00:00' },
        ],
      }),
    );
    expect(products.calls).toEqual([{ call: 'myApplications' }]);
    expect(systems.asked).toEqual([]);
  });

  it('a failure is the server error', async () => {
    const products = createFakeProductPort({ fail: { myApplications: { kind: 'NotLogin', code: 999999 } } });
    const list = makeListMySystems({ variant: 'internal', products: products.port, mySystems: createFakeMySystemPort().port });
    expect(await list()()).toEqual(E.left({ kind: 'NotLogin', code: 999999 }));
  });
});

describe('My System of a deployment that shows both lists (the customer portal)', () => {
  it('asks each list its own call: the product applications by the same rule as the staff portal, the systems from /wms/queryList', async () => {
    const products = createFakeProductPort({ applications: [anApplication({ id: 9002, applyTime: '2026-11-28 12:15:48' })] });
    const systems = createFakeMySystemPort({ rows: [aSystem(1)] });
    const list = makeList({ sources: { productApplications: productApplicationsSource(products.port), wmsSystems: wmsSystemsSource(systems.port) } });
    const applications = await list('productApplications')();
    expect(applications).toEqual(E.right(expect.objectContaining({ total: 1, items: [expect.objectContaining({ number: 1, systemId: '9002', status: 'underReview' })] })));
    expect(systems.asked).toEqual([]);
    const wms = await list('wmsSystems', { pageNum: 1 })();
    expect(wms).toEqual(E.right(expect.objectContaining({ total: 1, items: [aSystem(1)] })));
    expect(products.calls).toEqual([{ call: 'myApplications' }]);
  });
});
