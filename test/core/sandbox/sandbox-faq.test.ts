import { describe, expect, it } from 'vitest';
import type { ProblemDetailDto, ProblemNeighbourDto, ProblemPageDto } from '../../../src/infrastructure/dto/faq.dto';
import { createSandboxClient } from './sandbox-client';

describe('sandbox FAQ centre', () => {
  it('has more than 10 signing problems: two pages of 10', async () => {
    const sandbox = createSandboxClient();
    const first = (await sandbox.json('/lcp-rest/workOrder/problem/problemRetrieval/api-sign?pageNo=1&pageSize=10')).data as ProblemPageDto;
    const second = (await sandbox.json('/lcp-rest/workOrder/problem/problemRetrieval/api-sign?pageNo=2&pageSize=10')).data as ProblemPageDto;
    expect(first.total).toBeGreaterThan(10);
    expect(first.list).toHaveLength(10);
    expect(second.list.length).toBe(first.total - 10);
    expect(new Set([...first.list, ...second.list].map((problem) => problem.code)).size).toBe(first.total);
  });

  it('counts a view each time a detail is opened, and the list shows the new count', async () => {
    const sandbox = createSandboxClient();
    const listed = async () =>
      ((await sandbox.json('/lcp-rest/workOrder/problem/problemRetrieval/access-app?pageNo=1&pageSize=10')).data as ProblemPageDto).list.find(
        (problem) => problem.code === 'P0001',
      )?.views;
    const before = (await listed()) ?? 0;
    const opened = (await sandbox.json('/lcp-rest/workOrder/problem/detail/P0001')).data as ProblemDetailDto;
    expect(opened.views).toBe(before + 1);
    await sandbox.json('/lcp-rest/workOrder/problem/detail/P0001');
    expect(await listed()).toBe(before + 2);
    sandbox.store.reset();
    expect(await listed()).toBe(before);
  });

  it('gives previous and next within the problem’s own type, none at the ends', async () => {
    const sandbox = createSandboxClient();
    const neighbours = async (code: string) => (await sandbox.json(`/lcp-rest/workOrder/problem/neighbor/${code}`)).data as ProblemNeighbourDto;
    expect(await neighbours('P0001')).toMatchObject({ previous: null, next: { code: 'P0002' } });
    // P0012 is the third 'access-app' problem: its previous is P0002, and it is the last.
    expect(await neighbours('P0012')).toMatchObject({ previous: { code: 'P0002' }, next: null });
    expect(await neighbours('NOPE')).toEqual({ previous: null, next: null });
  });

  it('an unknown problem is a business failure', async () => {
    expect((await createSandboxClient().json('/lcp-rest/workOrder/problem/detail/NOPE')).code).not.toBe(20000);
  });
});
