import { http, HttpResponse } from 'msw';
import type { ApiParamNodeDto } from '../../infrastructure/dto/api-doc.dto.ts';
import {
  testParamTreeDto,
  testUnitApiRequestDto,
  type CodegenResultDto,
  type FormattedParamsDto,
  type ParamsVisibleMapDto,
  type TestableApiListDto,
  type TestParamNodeDto,
  type TestParamTreeDto,
  type TestUnitApiResultDto,
} from '../../infrastructure/dto/api-test.dto.ts';
import {
  mySystemApplyRequestDto,
  mySystemQueryRequestDto,
  type MySystemApplyResultDto,
  type MySystemPageDto,
} from '../../infrastructure/dto/my-system.dto.ts';
import type { ImageUploadDto } from '../../infrastructure/dto/image-upload.dto.ts';
import type { TokenInfoListDto } from '../../infrastructure/dto/token-query.dto.ts';
import { algorithmOfParam, SIGN_VERSION } from '../../domain/signature/signature.ts';
import { expectedSign, refusalBody, verifyGatewayCall, type GatewayCall } from '../gateway-verify.ts';
import { BAD_REQUEST_CODE, failure, NOT_FOUND_CODE, notLogin, ok } from '../envelope.ts';
import type { SandboxStore } from '../store.ts';
import { UNDER_REVIEW } from '../application-progress.ts';
import { readContextOf, readNow } from './application-rows.ts';
import { apiDocIn } from '../seed/sandbox-api.ts';
import { say } from '../seed/language.ts';
import { currentUserOf, languageOf, numberQuery, platformTime, query, readBody } from './request.ts';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Raster images only: an SVG served from the portal's origin could run script. */
const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** `ab****yz`: what the token query shows of a pin or an app key that is not the caller's. */
const mask = (value: string): string => (value.length <= 4 ? '****' : `${value.slice(0, 2)}${'*'.repeat(Math.max(4, value.length - 4))}${value.slice(-2)}`);

const testTypeOf = (node: ApiParamNodeDto): 'Single' | 'Obj' | 'List' | 'Map' => {
  const type = node.logogramType ?? '';
  if (/^(java\.util\.)?(List|Set|Collection)\b/.test(type) || type.endsWith('[]')) return 'List';
  if (/^(java\.util\.)?Map\b/.test(type)) return 'Map';
  if (type === 'Object' || (node.children?.length ?? 0) > 0) return 'Obj';
  return 'Single';
};

/** `List<Order>` → `Order`; `Map<String, Long>` → `Long` (the value); `String[]` → `String`. */
const elementTypeOf = (objectType: string): string => {
  const generic = /<\s*(?:[^,<>]+,\s*)?([^,<>]+?)\s*>$/.exec(objectType);
  if (generic?.[1]) return generic[1];
  return objectType.endsWith('[]') ? objectType.slice(0, -2) : 'String';
};

const single = (id: string, paramId: number | string, name: string, objectType: string, value: string, required: boolean): TestParamNodeDto => ({
  id,
  paramId,
  name,
  type: 'Single',
  objectType,
  webShowType: 'input',
  value,
  required: required ? 1 : 0,
  remark: null,
  canDelete: 0,
  children: [],
});

/**
 * The one item of a list (the template "add" copies) or the value of a map entry: the element's fields in one `Obj`
 * when the document lists any, else a scalar of the element type.
 */
const elementOf = (node: ApiParamNodeDto, id: string, name: string): TestParamNodeDto => {
  const fields = node.children ?? [];
  if (fields.length === 0) return single(id, node.id, name, elementTypeOf(node.logogramType ?? ''), node.exampleValue ?? '', false);
  return { id, paramId: node.id, name, type: 'Obj', objectType: elementTypeOf(node.logogramType ?? ''), webShowType: 'group', value: null, required: 0, remark: null, canDelete: 1, children: toTestTree(fields) };
};

/**
 * The API document's request tree as the test tool edits it, in the platform's shape (domain/api-test/test-params):
 * a list's children are its items (here one, the template), a map's children are MapKeyValuePair entries whose first
 * child is the key and second the value.
 */
const toTestTree = (nodes: readonly ApiParamNodeDto[] | null | undefined): TestParamNodeDto[] =>
  (nodes ?? []).map((node): TestParamNodeDto => {
    const type = testTypeOf(node);
    const base = {
      id: node.id,
      paramId: node.id,
      name: node.name,
      type,
      objectType: node.logogramType ?? null,
      webShowType: type === 'Single' ? 'input' : 'group',
      value: type === 'Single' ? (node.exampleValue ?? '') : null,
      required: node.required === '1' ? 1 : 0,
      remark: node.remark ?? null,
      canDelete: node.required === '1' ? 0 : 1,
    };
    if (type === 'Single') return { ...base, children: [] };
    if (type === 'List') return { ...base, children: [elementOf(node, `${String(node.id)}-1`, node.name)] };
    if (type === 'Map') {
      const entryId = `${String(node.id)}-1`;
      const entry: TestParamNodeDto = {
        id: entryId,
        paramId: node.id,
        name: 'entry',
        type: 'MapKeyValuePair',
        objectType: null,
        webShowType: 'group',
        value: null,
        required: 0,
        remark: null,
        canDelete: 1,
        children: [single(`${entryId}-key`, node.id, 'key', 'String', 'key', true), elementOf(node, `${entryId}-value`, 'value')],
      };
      return { ...base, children: [entry] };
    }
    return { ...base, children: toTestTree(node.children) };
  });

const NUMERIC = /^(int|integer|long|short|byte|double|float|bigdecimal|biginteger|number)$/i;
const COLLECTIONS: readonly string[] = ['List', 'Set', 'Array'];

const isLeafNode = (node: TestParamNodeDto): boolean => node.type === 'Single' || (node.type === 'MapKeyValuePair' && (node.children?.length ?? 0) === 0);

/** A leaf's JSON value: a number for numeric types, a boolean for Boolean, text otherwise. */
const scalarOf = (node: TestParamNodeDto): unknown => {
  const value = node.value ?? '';
  const type = (node.objectType ?? '').split('.').pop() ?? '';
  if (NUMERIC.test(type) && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (/^boolean$/i.test(type) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
};

const valueOf = (node: TestParamNodeDto): unknown => {
  const children = node.children ?? [];
  if (isLeafNode(node)) return scalarOf(node);
  if (COLLECTIONS.includes(node.type)) return children.map(valueOf);
  if (node.type === 'Map')
    return Object.fromEntries(
      children.flatMap((entry): [string, unknown][] => {
        if (isLeafNode(entry)) return [[entry.name, scalarOf(entry)]];
        const [key, value] = entry.children ?? [];
        const name = key ? String(valueOf(key)) : '';
        return name ? [[name, value ? valueOf(value) : null]] : [];
      }),
    );
  return toValue(children);
};

/** The edited parameter tree as the JSON value the gateway receives (lists as arrays of their items, maps by key). */
const toValue = (nodes: readonly TestParamNodeDto[]): Record<string, unknown> => Object.fromEntries(nodes.map((node) => [node.name, valueOf(node)]));

const paramIds = (nodes: readonly ApiParamNodeDto[] | null | undefined): string[] =>
  (nodes ?? []).flatMap((node) => [String(node.id), ...paramIds(node.children)]);

const CODE_TEMPLATES: Readonly<Record<string, (url: string, body: string) => string>> = {
  java8: (url, body) => `HttpRequest request = HttpRequest.newBuilder(URI.create("${url}"))\n    .header("Content-Type", "application/json;charset=utf-8")\n    .header("lop-tz", "8")\n    .POST(HttpRequest.BodyPublishers.ofString(${JSON.stringify(body)}))\n    .build();\nHttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());`,
  python3: (url, body) => `import requests\n\nresponse = requests.post(\n    "${url}",\n    data=${JSON.stringify(body)}.encode("utf-8"),\n    headers={"Content-Type": "application/json;charset=utf-8", "lop-tz": "8"},\n)\nprint(response.json())`,
  go: (url, body) => `req, _ := http.NewRequest("POST", "${url}", strings.NewReader(${JSON.stringify(body)}))\nreq.Header.Set("Content-Type", "application/json;charset=utf-8")\nreq.Header.Set("lop-tz", "8")\nresp, err := http.DefaultClient.Do(req)`,
  php: (url, body) => `$ch = curl_init("${url}");\ncurl_setopt($ch, CURLOPT_POSTFIELDS, ${JSON.stringify(body)});\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ["Content-Type: application/json;charset=utf-8", "lop-tz: 8"]);\ncurl_setopt($ch, CURLOPT_RETURNTRANSFER, true);\n$response = curl_exec($ch);`,
  dotnet_standard_2_0: (url, body) => `var client = new HttpClient();\nclient.DefaultRequestHeaders.Add("lop-tz", "8");\nvar content = new StringContent(${JSON.stringify(body)}, Encoding.UTF8, "application/json");\nvar response = await client.PostAsync("${url}", content);`,
};

/** The gateway's answers about the access token (after the sign is verified). */
/** Where the sandbox answers as the gateway (docs/sandbox.md). */
export const SANDBOX_GATEWAY_PATH = '/__sandbox/gateway';
const FOREIGN_TOKEN = { code: 10010, message: 'access_token 与 app_key 不匹配（沙箱网关）/ access_token does not belong to app_key (sandbox gateway)' };
const MISSING_TOKEN = { code: 10011, message: 'access_token 不能为空（非合作伙伴应用）/ access_token is required for this app (sandbox gateway)' };

/** My System (WMS), the token query and the API test tool. */
export const consoleHandlers = (store: SandboxStore) => {
  const { apis, tokens } = store.catalogue;
  const apiOf = (id: unknown) => apis.find((api) => api.doc.id === Number(id));

  /**
   * The signed gateway call for a test, as the platform's backend makes it (signed with the secret the user typed,
   * access_token left out for partners: signature.md), and the sandbox gateway's answer to it (gateway-verify.ts):
   * an unknown app key, a stale clock or a sign that the app's own secret does not give are refused with the
   * gateway's error; then a token that is not the app's gets 10010; otherwise the API's response example.
   */
  const signedCall = (input: NonNullable<Awaited<ReturnType<typeof readTestInput>>>, now = new Date()): TestUnitApiResultDto | undefined => {
    const api = apiOf(input.apiId);
    if (!api) return undefined;
    const environments = api.doc.gateWayUrlDtoList ?? [];
    // The environment named in either language ("测试" or "test").
    const named = (candidate: { envName: string } | undefined) => !!input.env && !!candidate && candidate.envName.toLowerCase().includes(input.env.toLowerCase());
    const gateway = environments.find((candidate, index) => named(candidate) || named(api.docEn.gateWayUrlDtoList?.[index])) ?? environments[0];
    const accessToken = input.accessToken?.trim() ?? '';
    const unsigned = {
      appKey: input.appKey,
      ...(accessToken ? { accessToken } : {}),
      method: api.doc.apiUrl,
      paramJson: input.paramJson ?? '[]',
      timestamp: platformTime(now),
      version: SIGN_VERSION,
      algorithm: input.algorithm,
    };
    const algorithm = algorithmOfParam(input.algorithm);
    const call: GatewayCall = { ...unsigned, sign: algorithm ? expectedSign({ ...unsigned, sign: '' }, algorithm, input.appSecret) : '' };
    const search = new URLSearchParams();
    if (api.doc.apiLopDN) search.append('LOP-DN', api.doc.apiLopDN);
    search.append('app_key', call.appKey);
    if (accessToken) search.append('access_token', accessToken);
    search.append('timestamp', call.timestamp);
    search.append('v', call.version);
    search.append('sign', call.sign);
    search.append('algorithm', call.algorithm);
    const url = `${gateway?.url ?? `https://test-api.example.com${api.doc.apiUrl}`}?${search.toString()}`;
    return { url, body: gatewayAnswer(call, now) };
  };

  /** What the gateway stand-in answers a signed call: a refusal, a token problem, or the API's response example. */
  const gatewayAnswer = (call: GatewayCall, now: Date): string => {
    const verdict = verifyGatewayCall(call, store.catalogue.apps, now);
    if (!verdict.ok) return refusalBody(verdict.refusal);
    const accessToken = call.accessToken ?? '';
    if (!accessToken && !verdict.app.partner) return JSON.stringify(MISSING_TOKEN, null, 2);
    const known = !accessToken || [...tokens, ...store.state().issuedTokens].some((token) => token.accessToken === accessToken && token.appKey === call.appKey);
    if (!known) return JSON.stringify(FOREIGN_TOKEN, null, 2);
    const api = apis.find(({ doc }) => doc.apiUrl === call.method);
    return api?.doc.reponseDemo?.[0]?.content ?? '{"code":0,"message":"success"}';
  };
  const readTestInput = (request: Request) => readBody(request, testUnitApiRequestDto);

  const formatted = async (request: Request, wrap: boolean): Promise<Response> => {
    const body: unknown = await request.json().catch(() => undefined);
    const params = Array.isArray(body) ? body : (body as { params?: unknown } | undefined)?.params;
    const parsed = testParamTreeDto.safeParse(params);
    if (!parsed.success) return failure(BAD_REQUEST_CODE, say(languageOf(request), 'JSON 解析失败', 'JSON analyzing failed'));
    const value = toValue(parsed.data);
    const data: FormattedParamsDto = JSON.stringify(wrap ? [value] : value, null, 2);
    return ok(data);
  };

  return [
    // Feedback screenshots: kept in memory and served back from /__sandbox/uploads/{id}.
    http.post('/lcp-rest/api/imageUpload', async ({ request }) => {
      const form = await request.formData().catch(() => undefined);
      const file = form ? [...form.values()].find((value): value is File => typeof value !== 'string') : undefined;
      if (!file || !IMAGE_TYPES.includes(file.type)) return failure(BAD_REQUEST_CODE, say(languageOf(request), '请上传图片', 'Please upload an image'));
      if (file.size > MAX_IMAGE_BYTES) return failure(BAD_REQUEST_CODE, say(languageOf(request), '图片不能超过 5 MB', 'Images must be at most 5 MB'));
      const uploads = store.state().uploads;
      const id = `${String(uploads.size + 1)}-${file.name.replace(/[^\w.-]/g, '_')}`;
      uploads.set(id, { type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
      const data: ImageUploadDto = `${new URL(request.url).origin}/__sandbox/uploads/${encodeURIComponent(id)}`;
      return ok(data);
    }),
    http.get('/__sandbox/uploads/:id', ({ params }) => {
      const upload = store.state().uploads.get(String(params.id));
      return upload
        ? new HttpResponse(upload.bytes, { headers: { 'Content-Type': upload.type, 'X-Content-Type-Options': 'nosniff' } })
        : HttpResponse.json({ code: 404, message: 'sandbox: no such upload', error: 'NotFound', data: null }, { status: 404 });
    }),

    http.post('/lcp-rest/wms/queryList', async ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const { pageSize = 10, pageNum = 1 } = (await readBody(request, mySystemQueryRequestDto)) ?? {};
      const rows = store.state().mySystems.get(user.info.userPin) ?? [];
      const start = (Math.max(1, pageNum) - 1) * Math.max(1, pageSize);
      const context = readContextOf(store, request);
      const list = rows.slice(start, start + Math.max(1, pageSize)).map((row, index) => ({ ...readNow(row, row.systemName, row.systemId, context), number: start + index + 1 }));
      const data: MySystemPageDto = { total: rows.length, list };
      return ok(data);
    }),
    http.post('/lcp-rest/wms/apply', async ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const body = await readBody(request, mySystemApplyRequestDto);
      if (!body) return failure(BAD_REQUEST_CODE, say(languageOf(request), '请填写系统名称与订阅时长', 'System name and term are required'));
      const systems = store.state().mySystems;
      const rows = systems.get(user.info.userPin) ?? [];
      const systemId = `WMS${String(900_000 + [...systems.values()].flat().length + 1)}`;
      const submittedAt = store.now();
      const applyTime = platformTime(new Date(submittedAt));
      // Stored with its submission time: it advances from under review as time passes (../application-progress.ts).
      systems.set(user.info.userPin, [{ number: 1, systemId, ...body, status: UNDER_REVIEW, applyTime, statusUpdateTime: applyTime, url: null, submittedAt }, ...rows]);
      const data: MySystemApplyResultDto = systemId;
      return ok(data);
    }),

    http.get('/lcp-rest/oauth/getInfoByToken', ({ request }) => {
      const token = [...tokens, ...store.state().issuedTokens].find((candidate) => candidate.accessToken === query(request, 'accessToken').trim());
      const own = token !== undefined && currentUserOf(store, request)?.info.userPin === token.ownerPin;
      const data: TokenInfoListDto = (token?.grants ?? []).map((grant) => ({
        env: say(languageOf(request), grant.env, grant.envEn),
        appKey: own ? token.appKey : mask(token?.appKey ?? ''),
        pin: own ? token.ownerPin : mask(token?.ownerPin ?? ''),
        authorizationTime: grant.authorizationTime,
        expirationTime: grant.expirationTime,
      }));
      return ok(data);
    }),

    http.get('/lcp-rest/bizapinterface/selectBizApiList', ({ request }) => {
      const unitId = numberQuery(request, 'unitId', 0);
      const like = query(request, 'queryLike').trim().toLowerCase();
      const language = languageOf(request);
      const data: TestableApiListDto = apis
        .filter(({ doc, docEn, unitId: owner }) => (!unitId || owner === unitId) && (!like || `${doc.apiName} ${docEn.apiName} ${doc.apiUrl} ${doc.apiCode}`.toLowerCase().includes(like)))
        .map((api) => apiDocIn(api, language))
        .map((doc) => ({ id: doc.id, apiCode: doc.apiCode, apiName: doc.apiName, apiUrl: doc.apiUrl }));
      return ok(data);
    }),
    http.get('/lcp-rest/bizapinterface/getMethodDetailsForApiTestUtil', ({ request }) => {
      const api = apiOf(query(request, 'apiId'));
      if (!api) return failure(NOT_FOUND_CODE, say(languageOf(request), '接口不存在', 'API not found'));
      const data: TestParamTreeDto = toTestTree(apiDocIn(api, languageOf(request)).inParams);
      return ok(data);
    }),
    http.post('/lcp-rest/bizapinterface/getBizApiMethodParamsVisibleMap', async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const ids = Array.isArray(body) ? body : [body];
      const data: ParamsVisibleMapDto = Object.fromEntries(ids.flatMap((id) => paramIds(apiOf(id)?.doc.inParams)).map((paramId) => [paramId, 1]));
      return ok(data);
    }),
    http.post('/lcp-rest/apiTest/getFormatDataForGateway', ({ request }) => formatted(request, true)),
    http.post('/lcp-rest/apiTest/getFormatData', ({ request }) => formatted(request, false)),
    // The gateway itself, for calls signed elsewhere (the signature tool's samples with the sandbox as base URL):
    // POST /__sandbox/gateway{method}?app_key&access_token&timestamp&v&sign&algorithm, the body exactly param_json.
    http.post(`${SANDBOX_GATEWAY_PATH}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const param = (name: string) => url.searchParams.get(name) ?? '';
      const call: GatewayCall = {
        appKey: param('app_key'),
        ...(param('access_token') ? { accessToken: param('access_token') } : {}),
        method: url.pathname.slice(SANDBOX_GATEWAY_PATH.length),
        paramJson: await request.text(),
        timestamp: param('timestamp'),
        version: param('v'),
        sign: param('sign'),
        algorithm: param('algorithm') || 'md5-salt',
      };
      return new HttpResponse(gatewayAnswer(call, new Date()), { headers: { 'content-type': 'application/json;charset=utf-8' } });
    }),
    http.post('/lcp-rest/bizapinterface/testUnitApi', async ({ request }) => {
      const input = await readTestInput(request);
      if (!input) return failure(BAD_REQUEST_CODE, say(languageOf(request), '必填项不能为空', 'Mandatory and not be blank'));
      const data = signedCall(input);
      return data ? ok(data) : failure(NOT_FOUND_CODE, say(languageOf(request), '接口不存在', 'API not found'));
    }),
    http.post('/lcp-rest/bizapinterface/codegen', async ({ request }) => {
      const input = await readTestInput(request.clone());
      const raw = (await request.json().catch(() => ({}))) as { languages?: unknown };
      const languages = Array.isArray(raw.languages) ? raw.languages.map(String) : Object.keys(CODE_TEMPLATES);
      const call = input ? signedCall(input) : undefined;
      if (!call) return failure(BAD_REQUEST_CODE, say(languageOf(request), '必填项不能为空', 'Mandatory and not be blank'));
      const data: CodegenResultDto = languages.flatMap((name) => {
        const template = CODE_TEMPLATES[name];
        return template ? [{ name, code: template(call.url, input?.paramJson ?? '[]') }] : [];
      });
      return ok(data);
    }),
  ];
};
