import { http } from 'msw';
import {
  submitApplicationRequestDto,
  type ApplyUseProductDto,
  type ProductApplicationDto,
  type ProductApplicationListDto,
} from '../../infrastructure/dto/product-apply.dto.ts';
import type { ProductDetailDto } from '../../infrastructure/dto/product.dto.ts';
import { BAD_REQUEST_CODE, failure, FORBIDDEN_CODE, NOT_FOUND_CODE, notLogin, ok } from '../envelope.ts';
import { productDetailOf } from '../seed/products.ts';
import type { SandboxStore } from '../store.ts';
import { currentUserOf, platformTime, readBody } from './request.ts';

const UNDER_REVIEW = 1;
const REJECTED = 3;
const TERMS_IN_YEARS = [1, 2, 3];

/** Product pages and applying to use a product (administrators only). */
export const productHandlers = (store: SandboxStore) => {
  const productOf = (id: unknown) => store.catalogue.products.flatMap((group) => group.products).find((product) => String(product.id) === String(id));
  const applicationsOf = (pin: string) => store.state().productApplications.get(pin) ?? [];

  return [
    http.get('/lcp-rest/product/show/details/:id', ({ params }) => {
      const detail = productDetailOf(String(params.id));
      if (!detail) return failure(NOT_FOUND_CODE, '产品不存在 / Product not found');
      const data: ProductDetailDto = detail;
      return ok(data);
    }),

    http.get('/lcp-rest/productApply/findApplyUseProduct/:id', ({ params, request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const product = productOf(params.id);
      if (!product) return failure(NOT_FOUND_CODE, '产品不存在 / Product not found');
      const data: ApplyUseProductDto = {
        productId: product.id,
        productCode: product.productCode,
        productName: product.productName,
        productNameEn: product.productNameEn,
        terms: TERMS_IN_YEARS,
        admin: user.admin,
        applied: applicationsOf(user.info.userPin).some((application) => application.productId === product.id && application.status !== REJECTED),
      };
      return ok(data);
    }),

    http.post('/lcp-rest/productApply/submitApplication', async ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      if (!user.admin) return failure(FORBIDDEN_CODE, '您的账号不是管理员账号，请使用管理员账号登录后申请 / Your account is not an administrator account, please log in with an administrator account to apply');
      const body = await readBody(request, submitApplicationRequestDto);
      if (!body) return failure(BAD_REQUEST_CODE, '请选择期限并同意软件许可协议 / Choose a term and accept the software licence agreement');
      const product = productOf(body.productId);
      if (!product) return failure(NOT_FOUND_CODE, '产品不存在 / Product not found');
      const all = [...store.state().productApplications.values()].flat();
      const data: ProductApplicationDto = {
        id: 9001 + all.length,
        productId: product.id,
        productCode: product.productCode,
        productName: product.productName,
        term: body.term,
        status: UNDER_REVIEW,
        applyTime: platformTime(),
      };
      store.state().productApplications.set(user.info.userPin, [data, ...applicationsOf(user.info.userPin)]);
      return ok(data);
    }),

    http.get('/lcp-rest/productApply/selectProductApplyByUserId', ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const data: ProductApplicationListDto = applicationsOf(user.info.userPin);
      return ok(data);
    }),
  ];
};
