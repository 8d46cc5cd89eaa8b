import { http, HttpResponse } from 'msw';
import {
  submitApplicationRequestDto,
  type ApplyUseProductDto,
  type ProductApplicationDto,
  type ProductApplicationListDto,
} from '../../infrastructure/dto/product-apply.dto.ts';
import type { ProductDetailDto } from '../../infrastructure/dto/product.dto.ts';
import { BAD_REQUEST_CODE, failure, FORBIDDEN_CODE, NOT_FOUND_CODE, notLogin, ok } from '../envelope.ts';
import { escapeHtml, htmlPage } from '../pages/html.ts';
import { productDetailOf } from '../seed/products.ts';
import type { SandboxProductApplication, SandboxStore } from '../store.ts';
import { MAX_APPLICATION_STEP_SECONDS, REJECTED, RUNNING, UNDER_REVIEW } from '../application-progress.ts';
import { readContextOf, readNow, type ReadContext } from './application-rows.ts';
import { say } from '../seed/language.ts';
import { currentUserOf, languageOf, platformTime, readBody } from './request.ts';

const TERMS_IN_YEARS = [1, 2, 3];
const FIRST_APPLICATION_ID = 9001;

/** An application as the portal reads it now (its status advanced, see ../application-progress.ts). */
const applicationNow = (application: SandboxProductApplication, context: ReadContext): ProductApplicationDto =>
  readNow(application, application.productName, String(application.id), context);

/** The step setting from a form post (control page) or JSON ({seconds}); undefined when it is not 0…3600. */
const stepSecondsOf = async (request: Request): Promise<number | undefined> => {
  const text = await request.text();
  const fromJson = (): unknown => {
    try {
      return (JSON.parse(text) as { seconds?: unknown }).seconds;
    } catch {
      return undefined;
    }
  };
  const raw = (request.headers.get('content-type') ?? '').includes('json') ? fromJson() : new URLSearchParams(text).get('seconds');
  const seconds = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0 && seconds <= MAX_APPLICATION_STEP_SECONDS ? seconds : undefined;
};

/**
 * Product pages, applying to use a product (administrators only), the applications' step setting and the page a
 * running sandbox system links to.
 */
export const productHandlers = (store: SandboxStore) => {
  const productOf = (id: unknown) => store.catalogue.products.flatMap((group) => group.products).find((product) => String(product.id) === String(id));
  const applicationsOf = (pin: string) => store.state().productApplications.get(pin) ?? [];
  const applicationsNow = (pin: string, request: Request) => {
    const context = readContextOf(store, request);
    return applicationsOf(pin).map((application) => applicationNow(application, context));
  };

  return [
    http.get('/lcp-rest/product/show/details/:id', ({ params, request }) => {
      const detail = productDetailOf(String(params.id));
      if (!detail) return failure(NOT_FOUND_CODE, say(languageOf(request), '产品不存在', 'Product not found'));
      const data: ProductDetailDto = detail;
      return ok(data);
    }),

    http.get('/lcp-rest/productApply/findApplyUseProduct/:id', ({ params, request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const product = productOf(params.id);
      if (!product) return failure(NOT_FOUND_CODE, say(languageOf(request), '产品不存在', 'Product not found'));
      const data: ApplyUseProductDto = {
        productId: product.id,
        productCode: product.productCode,
        productName: product.productName,
        productNameEn: product.productNameEn,
        terms: TERMS_IN_YEARS,
        admin: user.admin,
        applied: applicationsNow(user.info.userPin, request).some((application) => application.productId === product.id && application.status !== REJECTED),
      };
      return ok(data);
    }),

    http.post('/lcp-rest/productApply/submitApplication', async ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      if (!user.admin) return failure(FORBIDDEN_CODE, say(languageOf(request), '您的账号不是管理员账号，请使用管理员账号登录后申请', 'Your account is not an administrator account, please log in with an administrator account to apply'));
      const body = await readBody(request, submitApplicationRequestDto);
      if (!body) return failure(BAD_REQUEST_CODE, say(languageOf(request), '请选择期限并同意软件许可协议', 'Choose a term and accept the software licence agreement'));
      const product = productOf(body.productId);
      if (!product) return failure(NOT_FOUND_CODE, say(languageOf(request), '产品不存在', 'Product not found'));
      const ids = [...store.state().productApplications.values()].flat().map((application) => application.id);
      const submittedAt = store.now();
      const application: SandboxProductApplication = {
        id: Math.max(FIRST_APPLICATION_ID - 1, ...ids) + 1,
        productId: product.id,
        productCode: product.productCode,
        productName: product.productName,
        productNameEn: product.productNameEn,
        term: body.term,
        status: UNDER_REVIEW,
        applyTime: platformTime(new Date(submittedAt)),
        submittedAt,
      };
      store.state().productApplications.set(user.info.userPin, [application, ...applicationsOf(user.info.userPin)]);
      const data: ProductApplicationDto = applicationNow(application, readContextOf(store, request));
      return ok(data);
    }),

    http.get('/lcp-rest/productApply/selectProductApplyByUserId', ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const data: ProductApplicationListDto = applicationsNow(user.info.userPin, request);
      return ok(data);
    }),

    // How long each step of a submitted application takes (control page form, or JSON {seconds} from a script).
    http.post('/__sandbox/application-step', async ({ request }) => {
      const seconds = await stepSecondsOf(request);
      const fromForm = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
      if (seconds === undefined) {
        return fromForm
          ? htmlPage('Bad step', `<h1>步长须为 0–${String(MAX_APPLICATION_STEP_SECONDS)} 秒的整数 / The step must be a whole number of seconds, 0–${String(MAX_APPLICATION_STEP_SECONDS)}</h1><p><a href="/__sandbox/">返回 / Back</a></p>`, 400)
          : HttpResponse.json({ error: 'BadStep', message: `seconds: a whole number 0–${String(MAX_APPLICATION_STEP_SECONDS)}` }, { status: 400 });
      }
      store.state().applicationStepMs = seconds * 1000;
      return fromForm ? new HttpResponse(null, { status: 302, headers: { Location: '/__sandbox/' } }) : HttpResponse.json({ stepSeconds: seconds });
    }),

    // What "enter system" opens for a running sandbox system: a WMS system or a product application, by id.
    http.get('/__sandbox/system/:id', ({ params, request }) => {
      const id = String(params.id);
      const context = readContextOf(store, request);
      const state = store.state();
      const system = [...state.mySystems.values()].flat().find((row) => row.systemId === id);
      const application = [...state.productApplications.values()].flat().find((row) => String(row.id) === id);
      const found = system ? readNow(system, system.systemName, id, context) : application ? applicationNow(application, context) : undefined;
      const name = system?.systemName ?? application?.productName;
      if (!found || name === undefined || found.status !== RUNNING) {
        return htmlPage('System not running', '<h1>系统不存在或尚未运行 / No such running system</h1><p><a href="/__sandbox/">沙箱控制台 / Sandbox control</a></p>', 404);
      }
      return htmlPage(
        `${name} · 沙箱系统 / Sandbox system`,
        `<h1>${escapeHtml(name)}</h1>
        <p class="note">系统 ID / System ID: <code>${escapeHtml(id)}</code> · 运行中 / Running</p>
        <p>这是沙箱中的系统首页：真实环境中，这里是您开通的仓储管理系统（入库、上架、波次拣货、出库复核、库存盘点）。</p>
        <p>This is the system's home page in the sandbox: in production it is the warehouse management system you subscribed to (receiving, put-away, wave picking, outbound checks, stock counts).</p>
        <p><a href="${system ? '/#/mySystem' : '/?variant=internal#/mySystem'}">返回我的系统 / Back to My System</a></p>`,
      );
    }),
  ];
};
