import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { MySystemPort } from '../../../../src/application/ports/my-system.port';
import type { ProductPort } from '../../../../src/application/ports/product.port';
import { makeListMySystems as makeList, productApplicationsSource, wmsSystemsSource } from '../../../../src/application/use-cases/list-my-systems.use-case';
import { anApplication, aSystem, createFakeMySystemPort, createFakeProductPort } from './fake-product-ports';

/** My System with the source each profile binds (src/main/container/profiles). */
const makeListMySystems = (deps: { variant: 'internal' | 'external'; products: ProductPort; mySystems: MySystemPort }) =>
  makeList({ source: deps.variant === 'internal' ? productApplicationsSource(deps.products) : wmsSystemsSource(deps.mySystems) });

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
