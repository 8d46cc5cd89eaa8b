import { createHash, createHmac } from 'node:crypto';
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
import { BAD_REQUEST_CODE, failure, NOT_FOUND_CODE, notLogin, ok } from '../envelope.ts';
import type { SandboxStore } from '../store.ts';
import { currentUserOf, numberQuery, platformTime, query, readBody } from './request.ts';

const UNDER_REVIEW = 1;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Raster images only: an SVG served from the portal's origin could run script. */
const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** `ab****yz`: what the token query shows of a pin or an app key that is not the caller's. */
const mask = (value: string): string => (value.length <= 4 ? '****' : `${value.slice(0, 2)}${'*'.repeat(Math.max(4, value.length - 4))}${value.slice(-2)}`);

const testTypeOf = (node: ApiParamNodeDto): string => {
  const type = node.logogramType ?? '';
  if (type.startsWith('List')) return 'List';
  if (type === 'Object' || (node.children?.length ?? 0) > 0) return 'Obj';
  return 'Single';
};

/** The API document's request tree as the test tool edits it. */
const toTestTree = (nodes: readonly ApiParamNodeDto[] | null | undefined): TestParamNodeDto[] =>
  (nodes ?? []).map((node) => {
    const type = testTypeOf(node);
    return {
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
      children: type === 'Single' ? [] : toTestTree(node.children),
    };
  });

const NUMERIC = /^(Integer|Long|Int|Double|Float|BigDecimal|Number)$/i;

/** The edited parameter tree as the JSON value the gateway receives. */
const toValue = (nodes: readonly TestParamNodeDto[]): Record<string, unknown> =>
  Object.fromEntries(
    nodes.map((node): [string, unknown] => {
      const children = node.children ?? [];
      if (node.type === 'Obj' || node.type === 'Map') return [node.name, toValue(children)];
      if (['List', 'Set', 'Array'].includes(node.type)) return [node.name, children.length ? [toValue(children)] : []];
      const value = node.value ?? '';
      return [node.name, NUMERIC.test(node.objectType ?? '') && value !== '' && Number.isFinite(Number(value)) ? Number(value) : value];
    }),
  );

const paramIds = (nodes: readonly ApiParamNodeDto[] | null | undefined): string[] =>
  (nodes ?? []).flatMap((node) => [String(node.id), ...paramIds(node.children)]);

const HMAC: Readonly<Record<string, string>> = { hmacmd5: 'md5', 'hmac-sha1': 'sha1', hmacsha1: 'sha1', hmacsha256: 'sha256', hmacsha512: 'sha512' };

/** The gateway's signature (see the signing rules): app_secret + sorted key/value pairs + app_secret, then the algorithm. */
export const signContent = (algorithm: string, secret: string, content: string): string => {
  const hmac = HMAC[algorithm.toLowerCase()];
  if (hmac) return createHmac(hmac, secret).update(content, 'utf8').digest('base64');
  return createHash(algorithm.toLowerCase() === 'sm3-salt' ? 'sm3' : 'md5').update(content, 'utf8').digest('hex');
};

const CODE_TEMPLATES: Readonly<Record<string, (url: string, body: string) => string>> = {
  java8: (url, body) => `HttpRequest request = HttpRequest.newBuilder(URI.create("${url}"))\n    .header("Content-Type", "application/json;charset=utf-8")\n    .header("lop-tz", "8")\n    .POST(HttpRequest.BodyPublishers.ofString(${JSON.stringify(body)}))\n    .build();\nHttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());`,
  python3: (url, body) => `import requests\n\nresponse = requests.post(\n    "${url}",\n    data=${JSON.stringify(body)}.encode("utf-8"),\n    headers={"Content-Type": "application/json;charset=utf-8", "lop-tz": "8"},\n)\nprint(response.json())`,
  go: (url, body) => `req, _ := http.NewRequest("POST", "${url}", strings.NewReader(${JSON.stringify(body)}))\nreq.Header.Set("Content-Type", "application/json;charset=utf-8")\nreq.Header.Set("lop-tz", "8")\nresp, err := http.DefaultClient.Do(req)`,
  php: (url, body) => `$ch = curl_init("${url}");\ncurl_setopt($ch, CURLOPT_POSTFIELDS, ${JSON.stringify(body)});\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ["Content-Type: application/json;charset=utf-8", "lop-tz: 8"]);\ncurl_setopt($ch, CURLOPT_RETURNTRANSFER, true);\n$response = curl_exec($ch);`,
  dotnet_standard_2_0: (url, body) => `var client = new HttpClient();\nclient.DefaultRequestHeaders.Add("lop-tz", "8");\nvar content = new StringContent(${JSON.stringify(body)}, Encoding.UTF8, "application/json");\nvar response = await client.PostAsync("${url}", content);`,
};

/** My System (WMS), the token query and the API test tool. */
export const consoleHandlers = (store: SandboxStore) => {
  const { apis, tokens } = store.catalogue;
  const apiOf = (id: unknown) => apis.find((api) => api.doc.id === Number(id));

  /** The signed gateway call for a test: the URL to copy and the sandbox gateway's answer. */
  const signedCall = (input: NonNullable<Awaited<ReturnType<typeof readTestInput>>>): TestUnitApiResultDto | undefined => {
    const api = apiOf(input.apiId);
    if (!api) return undefined;
    const environments = api.doc.gateWayUrlDtoList ?? [];
    const gateway = environments.find((candidate) => input.env && candidate.envName.toLowerCase().includes(input.env.toLowerCase())) ?? environments[0];
    const paramJson = input.paramJson ?? '[]';
    const timestamp = platformTime();
    const content = `${input.appSecret}access_token${input.accessToken}app_key${input.appKey}method${api.doc.apiUrl}param_json${paramJson}timestamp${timestamp}v2.0${input.appSecret}`;
    const sign = signContent(input.algorithm, input.appSecret, content);
    const search = new URLSearchParams({ 'LOP-DN': api.doc.apiLopDN ?? '', app_key: input.appKey, access_token: input.accessToken, timestamp, v: '2.0', sign, algorithm: input.algorithm });
    const known = [...tokens, ...store.state().issuedTokens].some((token) => token.accessToken === input.accessToken && token.appKey === input.appKey);
    const body = known
      ? (api.doc.reponseDemo?.[0]?.content ?? '{"code":0,"message":"success"}')
      : JSON.stringify({ code: 10010, message: 'access_token 与 app_key 不匹配（沙箱网关）/ access_token does not belong to app_key (sandbox gateway)' }, null, 2);
    return { url: `${gateway?.url ?? `https://test-api.example.com${api.doc.apiUrl}`}?${search.toString()}`, body };
  };
  const readTestInput = (request: Request) => readBody(request, testUnitApiRequestDto);

  const formatted = async (request: Request, wrap: boolean): Promise<Response> => {
    const body: unknown = await request.json().catch(() => undefined);
    const params = Array.isArray(body) ? body : (body as { params?: unknown } | undefined)?.params;
    const parsed = testParamTreeDto.safeParse(params);
    if (!parsed.success) return failure(BAD_REQUEST_CODE, 'JSON 解析失败 / JSON analyzing failed');
    const value = toValue(parsed.data);
    const data: FormattedParamsDto = JSON.stringify(wrap ? [value] : value, null, 2);
    return ok(data);
  };

  return [
    // Feedback screenshots: kept in memory and served back from /__sandbox/uploads/{id}.
    http.post('/lcp-rest/api/imageUpload', async ({ request }) => {
      const form = await request.formData().catch(() => undefined);
      const file = form ? [...form.values()].find((value): value is File => typeof value !== 'string') : undefined;
      if (!file || !IMAGE_TYPES.includes(file.type)) return failure(BAD_REQUEST_CODE, '请上传图片 / Please upload an image');
      if (file.size > MAX_IMAGE_BYTES) return failure(BAD_REQUEST_CODE, '图片不能超过 5 MB / Images must be at most 5 MB');
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
      const data: MySystemPageDto = { total: rows.length, list: rows.slice(start, start + Math.max(1, pageSize)).map((row, index) => ({ ...row, number: start + index + 1 })) };
      return ok(data);
    }),
    http.post('/lcp-rest/wms/apply', async ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const body = await readBody(request, mySystemApplyRequestDto);
      if (!body) return failure(BAD_REQUEST_CODE, '请填写系统名称与订阅时长 / System name and term are required');
      const systems = store.state().mySystems;
      const rows = systems.get(user.info.userPin) ?? [];
      const systemId = `WMS${String(900_000 + [...systems.values()].flat().length + 1)}`;
      const now = platformTime();
      systems.set(user.info.userPin, [{ number: rows.length + 1, systemId, ...body, status: UNDER_REVIEW, applyTime: now, statusUpdateTime: now, url: null }, ...rows]);
      const data: MySystemApplyResultDto = systemId;
      return ok(data);
    }),

    http.get('/lcp-rest/oauth/getInfoByToken', ({ request }) => {
      const token = [...tokens, ...store.state().issuedTokens].find((candidate) => candidate.accessToken === query(request, 'accessToken').trim());
      const own = token !== undefined && currentUserOf(store, request)?.info.userPin === token.ownerPin;
      const data: TokenInfoListDto = (token?.grants ?? []).map((grant) => ({
        env: grant.env,
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
      const data: TestableApiListDto = apis
        .filter(({ doc, unitId: owner }) => (!unitId || owner === unitId) && (!like || `${doc.apiName} ${doc.apiUrl} ${doc.apiCode}`.toLowerCase().includes(like)))
        .map(({ doc }) => ({ id: doc.id, apiCode: doc.apiCode, apiName: doc.apiName, apiUrl: doc.apiUrl }));
      return ok(data);
    }),
    http.get('/lcp-rest/bizapinterface/getMethodDetailsForApiTestUtil', ({ request }) => {
      const api = apiOf(query(request, 'apiId'));
      if (!api) return failure(NOT_FOUND_CODE, '接口不存在 / API not found');
      const data: TestParamTreeDto = toTestTree(api.doc.inParams);
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
    http.post('/lcp-rest/bizapinterface/testUnitApi', async ({ request }) => {
      const input = await readTestInput(request);
      if (!input) return failure(BAD_REQUEST_CODE, '必填项不能为空 / Mandatory and not be blank');
      const data = signedCall(input);
      return data ? ok(data) : failure(NOT_FOUND_CODE, '接口不存在 / API not found');
    }),
    http.post('/lcp-rest/bizapinterface/codegen', async ({ request }) => {
      const input = await readTestInput(request.clone());
      const raw = (await request.json().catch(() => ({}))) as { languages?: unknown };
      const languages = Array.isArray(raw.languages) ? raw.languages.map(String) : Object.keys(CODE_TEMPLATES);
      const call = input ? signedCall(input) : undefined;
      if (!call) return failure(BAD_REQUEST_CODE, '必填项不能为空 / Mandatory and not be blank');
      const data: CodegenResultDto = languages.flatMap((name) => {
        const template = CODE_TEMPLATES[name];
        return template ? [{ name, code: template(call.url, input?.paramJson ?? '[]') }] : [];
      });
      return ok(data);
    }),
  ];
};
