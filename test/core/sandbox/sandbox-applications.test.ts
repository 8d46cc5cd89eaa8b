import { describe, expect, it } from 'vitest';
import type { MySystemPageDto, MySystemRowDto } from '../../../src/infrastructure/dto/my-system.dto';
import type { ProductApplicationDto, ProductApplicationListDto } from '../../../src/infrastructure/dto/product-apply.dto';
import { APPLICATION_STEP_MS, progressOf } from '../../../src/sandbox/application-progress';
import { createSandboxStore } from '../../../src/sandbox/store';
import { createSandboxClient, ORIGIN } from './sandbox-client';

const START = Date.UTC(2026, 10, 23, 2, 0, 0); // 2026-11-23 10:00:00 GMT+8
const STEP = APPLICATION_STEP_MS;

/** A sandbox whose clock the test moves. */
const withClock = () => {
  let now = START;
  const sandbox = createSandboxClient(createSandboxStore({ now: () => now }));
  return { sandbox, advance: (ms: number) => void (now += ms) };
};

const newestSystem = async (sandbox: ReturnType<typeof createSandboxClient>): Promise<MySystemRowDto> =>
  ((await sandbox.postJson('/lcp-rest/wms/queryList', { pageSize: 10, pageNum: 1 })).data as MySystemPageDto).list[0] as MySystemRowDto;

const newestApplication = async (sandbox: ReturnType<typeof createSandboxClient>): Promise<ProductApplicationDto> =>
  ((await sandbox.json('/lcp-rest/productApply/selectProductApplyByUserId')).data as ProductApplicationListDto)[0] as ProductApplicationDto;

describe('progressOf', () => {
  it('steps from under review through creating to running, and stays there', () => {
    expect(progressOf(0, STEP - 1, STEP, false)).toEqual({ status: 1, changedAt: 0 });
    expect(progressOf(0, STEP, STEP, false)).toEqual({ status: 2, changedAt: STEP });
    expect(progressOf(0, 2 * STEP, STEP, false)).toEqual({ status: 3, changedAt: 2 * STEP });
    expect(progressOf(0, 50 * STEP, STEP, false)).toEqual({ status: 3, changedAt: 2 * STEP });
  });

  it('rejects after the first step when asked to, and a step of 0 finishes at once', () => {
    expect(progressOf(0, STEP, STEP, true)).toEqual({ status: 4, changedAt: STEP });
    expect(progressOf(0, 10 * STEP, STEP, true)).toEqual({ status: 4, changedAt: STEP });
    expect(progressOf(5, 5, 0, false)).toEqual({ status: 3, changedAt: 5 });
  });
});

describe('sandbox WMS systems advance over time', () => {
  it('reads a new system under review, then creating, then running with a link to its sandbox page', async () => {
    const { sandbox, advance } = withClock();
    await sandbox.signIn('merchant.dev');
    const systemId = (await sandbox.postJson('/lcp-rest/wms/apply', { systemName: '华北新仓', schemeType: 0, limitNum: 1, limitType: 1 })).data as string;
    expect(await newestSystem(sandbox)).toMatchObject({ systemId, status: 1, applyTime: '2026-11-23 10:00:00', statusUpdateTime: '2026-11-23 10:00:00', url: null });
    advance(STEP);
    expect(await newestSystem(sandbox)).toMatchObject({ status: 2, statusUpdateTime: '2026-11-23 10:00:20', url: null });
    advance(STEP);
    const running = await newestSystem(sandbox);
    expect(running).toMatchObject({ status: 3, statusUpdateTime: '2026-11-23 10:00:40', url: `${ORIGIN}/__sandbox/system/${systemId}` });
    const page = await sandbox.call(`/__sandbox/system/${systemId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('华北新仓');
  });

  it('rejects a system whose name says so, and its page is not found', async () => {
    const { sandbox, advance } = withClock();
    await sandbox.signIn('merchant.dev');
    const systemId = (await sandbox.postJson('/lcp-rest/wms/apply', { systemName: 'Reject me', schemeType: 1, limitNum: 6, limitType: 2 })).data as string;
    advance(5 * STEP);
    expect(await newestSystem(sandbox)).toMatchObject({ systemId, status: 4, statusUpdateTime: '2026-11-23 10:00:20', url: null });
    expect((await sandbox.call(`/__sandbox/system/${systemId}`)).status).toBe(404);
  });

  it('keeps seeded systems as they are and gives their running ones an absolute link', async () => {
    const { sandbox, advance } = withClock();
    await sandbox.signIn('merchant.dev');
    advance(100 * STEP);
    const page = (await sandbox.postJson('/lcp-rest/wms/queryList', { pageSize: 10, pageNum: 2 })).data as MySystemPageDto;
    expect(page.total).toBe(12);
    expect(page.list.map((row) => [row.number, row.status])).toEqual([
      [11, 4],
      [12, 3],
    ]);
    expect(page.list[1]?.url).toBe(`${ORIGIN}/__sandbox/system/${page.list[1]?.systemId ?? ''}`);
  });
});

describe('sandbox product applications advance over time', () => {
  it('moves a new application to creating and running, after which the product counts as applied', async () => {
    const { sandbox, advance } = withClock();
    await sandbox.signIn('staff.dev');
    const submitted = (await sandbox.postJson('/lcp-rest/productApply/submitApplication', { productId: 3, term: 1, agree: true })).data as ProductApplicationDto;
    expect(submitted).toMatchObject({ productCode: 'lcp-tms', status: 1, applyTime: '2026-11-23 10:00:00' });
    expect(submitted.id).toBeGreaterThan(9001);
    advance(STEP);
    expect(await newestApplication(sandbox)).toMatchObject({ id: submitted.id, status: 2, statusUpdateTime: '2026-11-23 10:00:20' });
    advance(STEP);
    expect(await newestApplication(sandbox)).toMatchObject({ status: 3, url: `${ORIGIN}/__sandbox/system/${String(submitted.id)}` });
    expect(((await sandbox.json('/lcp-rest/productApply/findApplyUseProduct/3')).data as { applied: boolean }).applied).toBe(true);
  });

  it('seeds staff.dev with every status, newest first', async () => {
    const { sandbox } = withClock();
    await sandbox.signIn('staff.dev');
    const mine = (await sandbox.json('/lcp-rest/productApply/selectProductApplyByUserId')).data as ProductApplicationListDto;
    expect(mine.map((row) => row.status)).toEqual([1, 2, 4, 3]);
    expect(mine.filter((row) => row.url).map((row) => row.url)).toEqual([`${ORIGIN}/__sandbox/system/8001`]);
  });
});

describe('the step setting', () => {
  it('changes the step from a script, refuses bad values, and is undone by reset', async () => {
    const { sandbox } = withClock();
    const set = (body: unknown) => sandbox.call('/__sandbox/application-step', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(await (await set({ seconds: 0 })).json()).toEqual({ stepSeconds: 0 });
    await sandbox.signIn('merchant.dev');
    await sandbox.postJson('/lcp-rest/wms/apply', { systemName: '即时仓', schemeType: 0, limitNum: 1, limitType: 1 });
    expect((await newestSystem(sandbox)).status).toBe(3);
    expect((await set({ seconds: -1 })).status).toBe(400);
    expect((await set({ seconds: 1.5 })).status).toBe(400);
    expect((await set({ seconds: 3601 })).status).toBe(400);
    expect(sandbox.store.state().applicationStepMs).toBe(0);
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect(sandbox.store.state().applicationStepMs).toBe(STEP);
  });

  it('is shown and changed on the control page', async () => {
    const { sandbox } = withClock();
    expect(await (await sandbox.call('/__sandbox/')).text()).toContain('value="20"');
    const saved = await sandbox.form('/__sandbox/application-step', { seconds: '3600' });
    expect(saved.status).toBe(302);
    expect(await (await sandbox.call('/__sandbox/')).text()).toContain('value="3600"');
  });
});
