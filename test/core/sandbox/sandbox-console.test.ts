import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestParamTreeDto, TestUnitApiResultDto } from '../../../src/infrastructure/dto/api-test.dto';
import type { MySystemPageDto } from '../../../src/infrastructure/dto/my-system.dto';
import type { ApplyUseProductDto, ProductApplicationListDto } from '../../../src/infrastructure/dto/product-apply.dto';
import type { TokenInfoListDto } from '../../../src/infrastructure/dto/token-query.dto';
import { createSandboxClient, ORIGIN } from './sandbox-client';

const TOKEN = 'a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00';
const SECRET = 'fresh0secret0001';
const CALL = { apiId: 10001, appKey: 'FRESH0APPKEY0001', appSecret: SECRET, accessToken: TOKEN, algorithm: 'md5-salt', env: '测试', paramJson: '[{"orderId":"A1"}]' };

describe('sandbox My System', () => {
  it('lists the signed-in user\'s systems and adds an application under review', async () => {
    const sandbox = createSandboxClient();
    expect((await sandbox.postJson('/lcp-rest/wms/queryList', {})).code).toBe(999999);
    await sandbox.signIn('merchant.dev');
    const before = (await sandbox.postJson('/lcp-rest/wms/queryList', { pageSize: 2, pageNum: 1 })).data as MySystemPageDto;
    expect(before.total).toBe(12);
    expect(before.list).toHaveLength(2);
    expect(new Set(before.list.map((row) => row.status)).size).toBeGreaterThan(0);
    const applied = await sandbox.postJson('/lcp-rest/wms/apply', { systemName: '华北新仓', schemeType: 1, limitNum: 6, limitType: 2 });
    expect(applied.data).toMatch(/^WMS\d+$/);
    const after = (await sandbox.postJson('/lcp-rest/wms/queryList', { pageSize: 10, pageNum: 1 })).data as MySystemPageDto;
    expect(after.total).toBe(13);
    expect(after.list[0]).toMatchObject({ systemId: applied.data, systemName: '华北新仓', status: 1, limitNum: 6, limitType: 2, number: 1 });
    expect((await sandbox.postJson('/lcp-rest/wms/apply', { systemName: '' })).code).toBe(400);
  });
});

describe('sandbox token query', () => {
  it('shows the owner the pin and app key, and everyone else masked values', async () => {
    const sandbox = createSandboxClient();
    const path = `/lcp-rest/oauth/getInfoByToken?accessToken=${TOKEN}`;
    const masked = (await sandbox.json(path)).data as TokenInfoListDto;
    expect(masked).toHaveLength(3);
    expect(masked[0]?.pin).toMatch(/\*/);
    expect(masked[0]?.appKey).toMatch(/\*/);
    await sandbox.signIn('merchant.dev');
    expect(((await sandbox.json(path)).data as TokenInfoListDto)[0]).toMatchObject({ pin: 'merchant.dev', appKey: 'FRESH0APPKEY0001' });
    expect((await sandbox.json('/lcp-rest/oauth/getInfoByToken?accessToken=nope')).data).toEqual([]);
  });
});

describe('sandbox API test tool', () => {
  it('returns a signed gateway URL whose sign matches its own parameters', async () => {
    const sandbox = createSandboxClient();
    const result = (await sandbox.postJson('/lcp-rest/bizapinterface/testUnitApi', CALL)).data as TestUnitApiResultDto;
    const url = new URL(result.url);
    expect(url.origin + url.pathname).toBe('https://test-api.example.com/inbound/create');
    const q = (name: string) => url.searchParams.get(name) ?? '';
    expect(q('timestamp')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const content = `${SECRET}access_token${TOKEN}app_keyFRESH0APPKEY0001method/inbound/createparam_json${CALL.paramJson}timestamp${q('timestamp')}v2.0${SECRET}`;
    expect(q('sign')).toBe(createHash('md5').update(content).digest('hex'));
    expect(JSON.parse(result.body)).toMatchObject({ code: 0 });
  });

  it('refuses a test call with a blank mandatory field and answers like the gateway: app key, sign, then token', async () => {
    const sandbox = createSandboxClient();
    expect(await sandbox.postJson('/lcp-rest/bizapinterface/testUnitApi', { ...CALL, appKey: '' }, { locale: 'en-us' })).toMatchObject({ code: 400, message: 'Mandatory and not be blank' });
    expect(await sandbox.postJson('/lcp-rest/bizapinterface/testUnitApi', { ...CALL, appKey: '' }, { locale: 'zh-cn' })).toMatchObject({ code: 400, message: '必填项不能为空' });
    const answer = async (patch: object) => JSON.parse(((await sandbox.postJson('/lcp-rest/bizapinterface/testUnitApi', { ...CALL, ...patch })).data as TestUnitApiResultDto).body) as unknown;
    expect(await answer({ appKey: 'OTHER' })).toMatchObject({ code: '1001' });
    expect(await answer({ appSecret: 'wrong-secret' })).toMatchObject({ code: '1000', message: expect.stringMatching(/invalid sign/) as unknown });
    expect(await answer({ accessToken: 'b2e4d0f3c8e95e1a0f7b6c5d4e3f2a11' })).toMatchObject({ code: 10010 });
    expect(await answer({ accessToken: null })).toMatchObject({ code: 10011 });
    expect(await answer({ algorithm: 'HMacSHA1' })).toMatchObject({ code: 0 });
  });

  it('signs a partner app\'s call without access_token and accepts it', async () => {
    const sandbox = createSandboxClient();
    const partner = { ...CALL, appKey: 'PARTNERAPPKEY004', appSecret: 'partner0secret04', accessToken: undefined, algorithm: 'sm3-salt' };
    const result = (await sandbox.postJson('/lcp-rest/bizapinterface/testUnitApi', partner)).data as TestUnitApiResultDto;
    const url = new URL(result.url);
    expect(url.searchParams.has('access_token')).toBe(false);
    expect(url.searchParams.get('sign')).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(result.body)).toMatchObject({ code: 0 });
  });

  it('turns the parameter tree of an API into the JSON the gateway receives', async () => {
    const sandbox = createSandboxClient();
    const tree = (await sandbox.json('/lcp-rest/bizapinterface/getMethodDetailsForApiTestUtil?apiId=10001')).data as TestParamTreeDto;
    expect(tree.some((node) => node.type === 'Obj' && (node.children?.length ?? 0) > 0)).toBe(true);
    const formatted = await sandbox.postJson('/lcp-rest/apiTest/getFormatDataForGateway', { params: tree });
    const value = JSON.parse(formatted.data as string) as Record<string, unknown>[];
    expect(Array.isArray(value)).toBe(true);
    expect(Object.keys(value[0] ?? {})).toEqual(tree.map((node) => node.name));
    expect(value[0]?.detail).toMatchObject({ sender: { name: '张三' } });
    // A list's children are its items: one Obj item holding the element's fields, and one element in the JSON.
    const lists = (nodes: TestParamTreeDto, at: string[]): [TestParamTreeDto[number], string[]][] =>
      nodes.flatMap((node) => [...(node.type === 'List' ? [[node, [...at, node.name]] as [TestParamTreeDto[number], string[]]] : []), ...lists(node.children ?? [], [...at, node.name])]);
    const [list, path] = lists(tree, [])[0] ?? [];
    expect(list?.children).toHaveLength(1);
    expect(list?.children?.[0]).toMatchObject({ type: 'Obj' });
    const items = (path ?? []).reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value[0]) as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0] ?? {})).toEqual(list?.children?.[0]?.children?.map((field) => field.name));
    expect((await sandbox.postJson('/lcp-rest/apiTest/getFormatData', { params: 'nope' })).code).toBe(400);
  });

  it('generates code samples only for the languages asked for, with the signed URL', async () => {
    const samples = (await createSandboxClient().postJson('/lcp-rest/bizapinterface/codegen', { ...CALL, languages: ['python3', 'go'] })).data as { name: string; code: string }[];
    expect(samples.map((sample) => sample.name)).toEqual(['python3', 'go']);
    expect(samples[0]?.code).toContain('https://test-api.example.com/inbound/create?');
  });
});

describe('sandbox product applications', () => {
  it('lets an administrator apply and refuses other accounts with the spec message', async () => {
    const sandbox = createSandboxClient();
    await sandbox.signIn('buyer.plain');
    expect(((await sandbox.json('/lcp-rest/productApply/findApplyUseProduct/3')).data as ApplyUseProductDto).admin).toBe(false);
    const refused = await sandbox.postJson('/lcp-rest/productApply/submitApplication', { productId: 3, term: 1, agree: true }, { locale: 'en-us' });
    expect(refused.message).toContain('Your account is not an administrator account');
    const refusedInChinese = await sandbox.postJson('/lcp-rest/productApply/submitApplication', { productId: 3, term: 1, agree: true }, { locale: 'zh-cn' });
    expect(refusedInChinese.message).toBe('您的账号不是管理员账号，请使用管理员账号登录后申请');

    await sandbox.signIn('merchant.dev');
    expect((await sandbox.postJson('/lcp-rest/productApply/submitApplication', { productId: 3, term: 1 })).code).toBe(400);
    expect(((await sandbox.json('/lcp-rest/productApply/findApplyUseProduct/3')).data as ApplyUseProductDto).applied).toBe(false);
    expect((await sandbox.postJson('/lcp-rest/productApply/submitApplication', { productId: 3, term: 2, agree: true })).code).toBe(20000);
    expect(((await sandbox.json('/lcp-rest/productApply/findApplyUseProduct/3')).data as ApplyUseProductDto).applied).toBe(true);
    const mine = (await sandbox.json('/lcp-rest/productApply/selectProductApplyByUserId')).data as ProductApplicationListDto;
    expect(mine.map((row) => [row.productCode, row.term, row.status])).toEqual([['lcp-tms', 2, 1], ['lcp-wms', 2, 3]]);
  });
});

describe('sandbox image upload', () => {
  const upload = (sandbox: ReturnType<typeof createSandboxClient>, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return sandbox.json('/lcp-rest/api/imageUpload', { method: 'POST', body });
  };

  it('stores a raster image and serves it back from the returned address', async () => {
    const sandbox = createSandboxClient();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const answer = await upload(sandbox, new File([bytes], 'screen shot.png', { type: 'image/png' }));
    expect(answer.data).toMatch(/^http:\/\/sandbox\.test\/__sandbox\/uploads\/1-screen_shot\.png$/);
    const served = await sandbox.call(new URL(answer.data as string).pathname);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('refuses SVG and other non-raster files', async () => {
    const sandbox = createSandboxClient();
    expect((await upload(sandbox, new File(['<svg onload="alert(1)"/>'], 'x.svg', { type: 'image/svg+xml' }))).code).toBe(400);
    expect((await upload(sandbox, new File(['hi'], 'x.txt', { type: 'text/plain' }))).code).toBe(400);
  });
});

describe('sandbox gateway for calls signed elsewhere', () => {
  const signedPath = async (timestamp: string, secret = SECRET) => {
    const [{ makeSignRequest }, { nobleDigest }] = await Promise.all([
      import('../../../src/application/use-cases/sign-request.use-case'),
      import('../../../src/infrastructure/crypto/digest.adapter'),
    ]);
    const signed = makeSignRequest({ digest: nobleDigest, now: () => new Date('2026-11-23T06:00:00Z') })({
      mode: 'fields',
      partner: false,
      algorithm: 'HMacSHA256',
      appSecret: secret,
      accessToken: TOKEN,
      appKey: 'FRESH0APPKEY0001',
      method: '/inbound/create',
      timestamp,
      paramJson: '[{"orderId":"A1"}]',
      baseUrl: `${ORIGIN}/__sandbox/gateway`,
      url: '',
      requestBody: '',
    });
    if (signed._tag === 'Left') throw new Error(JSON.stringify(signed.left));
    return signed.right.url.slice(ORIGIN.length);
  };
  const post = async (path: string) => {
    const answer = await createSandboxClient().json(path, { method: 'POST', body: '[{"orderId":"A1"}]', headers: { 'content-type': 'application/json;charset=utf-8' } });
    return answer as unknown as { code: number | string; message?: string };
  };

  it('answers a call signed by the signature tool with the API\'s example, and refuses a wrong secret or a stale time', async () => {
    const { formatGmt8 } = await import('../../../src/domain/signature/timestamp');
    expect(await post(await signedPath(formatGmt8(new Date())))).toMatchObject({ code: 0 });
    expect(await post(await signedPath(formatGmt8(new Date()), 'wrong-secret'))).toMatchObject({ code: '1000' });
    expect(await post(await signedPath('2026-01-02 03:04:05'))).toMatchObject({ code: '1002' });
  });
});
