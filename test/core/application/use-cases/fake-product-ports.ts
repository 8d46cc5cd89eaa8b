import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../../../src/application/errors/app-error';
import type { MySystemPort } from '../../../../src/application/ports/my-system.port';
import type { ProductPort } from '../../../../src/application/ports/product.port';
import type { MySystem } from '../../../../src/domain/product/my-system';
import type { Paging } from '../../../../src/domain/product/paging';
import type { ApplyUseProduct, ProductApplication, SystemApplication } from '../../../../src/domain/product/product-apply';
import type { ProductClassification, ProductDetail } from '../../../../src/domain/product/product';

export const aProductDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 1,
  code: 'lcp-wms',
  name: '云仓 WMS',
  nameEn: 'Cloud WMS',
  description: '',
  descriptionEn: '',
  body: { zh: { advantages: [], intro: '', sections: [] }, en: { advantages: [], intro: '', sections: [] } },
  ...overrides,
});

export const anApplyUseProduct = (overrides: Partial<ApplyUseProduct> = {}): ApplyUseProduct => ({
  productId: 1,
  productCode: 'lcp-wms',
  name: '云仓 WMS',
  nameEn: 'Cloud WMS',
  terms: [1, 2, 3],
  administrator: true,
  applied: false,
  ...overrides,
});

export const anApplication = (overrides: Partial<ProductApplication> = {}): ProductApplication => ({
  id: 9001,
  productId: 1,
  productCode: 'lcp-wms',
  productName: '云仓 WMS',
  productNameEn: 'Cloud WMS',
  termYears: 2,
  status: 'underReview',
  applyTime: '2026-03-01 09:30:00',
  ...overrides,
});

type ProductCall = keyof ProductPort;

/** An in-memory ProductPort: records each call; `fail` makes a call answer that error. */
export const createFakeProductPort = (
  options: {
    classifications?: readonly ProductClassification[];
    detail?: ProductDetail;
    applyUse?: ApplyUseProduct;
    applications?: ProductApplication[];
    fail?: Partial<Record<ProductCall, AppError>>;
    /** A submit is sent (and recorded) only when release() is called. */
    holdSubmit?: boolean;
  } = {},
) => {
  const calls: { call: ProductCall; arg?: unknown }[] = [];
  const applications = options.applications ?? [];
  const held: (() => void)[] = [];
  const answer =
    <T>(call: ProductCall, arg: unknown, value: () => T): TE.TaskEither<AppError, T> =>
    () => {
      calls.push({ call, ...(arg === undefined ? {} : { arg }) });
      const error = options.fail?.[call];
      return Promise.resolve(error ? E.left(error) : E.right(value()));
    };
  const port: ProductPort = {
    classifiedProducts: () => answer('classifiedProducts', undefined, () => options.classifications ?? []),
    showcaseProducts: () => answer('showcaseProducts', undefined, () => (options.classifications ?? []).flatMap((group) => group.products)),
    productDetail: (id) => answer('productDetail', id, () => options.detail ?? aProductDetail()),
    applyUseProduct: (id) => answer('applyUseProduct', id, () => options.applyUse ?? anApplyUseProduct()),
    submitApplication: (request) => {
      const submit = answer('submitApplication', request, () => {
        const created = anApplication({ id: 9100 + applications.length, productId: request.productId, termYears: request.term, applyTime: '2026-06-01 10:00:00' });
        applications.unshift(created);
        return created;
      });
      if (!options.holdSubmit) return submit;
      return () => new Promise((resolve) => held.push(() => void submit().then(resolve)));
    },
    myApplications: () => answer('myApplications', undefined, () => [...applications]),
  };
  /** Submits waiting for release(). */
  const waiting = () => held.length;
  const release = () => held.splice(0).forEach((go) => go());
  return { port, calls, waiting, release };
};

/** An in-memory MySystemPort over a list of rows. */
export const createFakeMySystemPort = (options: { rows?: MySystem[]; fail?: AppError; newId?: string } = {}) => {
  const rows = options.rows ?? [];
  const asked: Paging[] = [];
  const applied: SystemApplication[] = [];
  const port: MySystemPort = {
    systems: (paging) => () => {
      asked.push(paging);
      if (options.fail) return Promise.resolve(E.left(options.fail));
      const start = (paging.pageNum - 1) * paging.pageSize;
      return Promise.resolve(E.right({ ...paging, total: rows.length, items: rows.slice(start, start + paging.pageSize) }));
    },
    apply: (application) => () => {
      applied.push(application);
      return Promise.resolve(options.fail ? E.left(options.fail) : E.right(options.newId));
    },
  };
  return { port, asked, applied };
};

export const aSystem = (index: number, overrides: Partial<MySystem> = {}): MySystem => ({
  systemId: `WMS${String(index)}`,
  name: `系统 ${String(index)}`,
  scenario: 'fmcg',
  subscription: { amount: 1, unit: 'year' },
  status: 'running',
  ...overrides,
});
