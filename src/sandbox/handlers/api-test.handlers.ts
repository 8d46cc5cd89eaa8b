import { http, HttpResponse } from 'msw';
import {
  testParamTreeDto,
  testUnitApiRequestDto,
  type CodegenResultDto,
  type FormattedParamsDto,
  type ParamsVisibleMapDto,
  type TestableApiListDto,
  type TestParamTreeDto,
  type TestUnitApiResultDto,
} from '../../infrastructure/dto/api-test.dto.ts';
import { algorithmOfParam, SIGN_VERSION } from '../../domain/signature/signature.ts';
import { expectedSign, refusalBody, verifyGatewayCall, type GatewayCall } from '../gateway-verify.ts';
import { BAD_REQUEST_CODE, failure, NOT_FOUND_CODE, ok } from '../envelope.ts';
import type { SandboxStore } from '../store.ts';
import { apiDocIn } from '../seed/sandbox-api.ts';
import { say } from '../seed/language.ts';
import { paramIds, toTestTree, toValue } from './api-test-tree.ts';
import { languageOf, numberQuery, platformTime, query, readBody } from './request.ts';

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

/** The API test tool: its list of APIs and parameter trees, the formatter, the signed test call and its sample code. */
export const apiTestHandlers = (store: SandboxStore) => {
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
