import { describe, expect, it } from 'vitest';
import type { ApiParamNodeDto } from '../../../src/infrastructure/dto/api-doc.dto';
import { createSandboxClient } from './sandbox-client';

const count = (nodes: readonly ApiParamNodeDto[]): number => nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);
const depth = (nodes: readonly ApiParamNodeDto[]): number => Math.max(0, ...nodes.map((node) => 1 + depth(node.children ?? [])));

describe('POST /__sandbox/generated-api (the benchmark’s larger document)', () => {
  it('adds an API with at least the fields asked for, seven levels deep, listed in unit 301', async () => {
    const sandbox = createSandboxClient();
    const created = (await (await sandbox.call('/__sandbox/generated-api', { method: 'POST', body: JSON.stringify({ fields: 2000 }) })).json()) as {
      unitId: number;
      apiId: number;
      fields: number;
      deepField: string;
    };
    expect(created).toEqual({ unitId: 301, apiId: 29999, fields: 2205, deepField: 'section1.records.detail.lines.attributes.values.valuesFlag' });

    const detail = await sandbox.json('/lcp-rest/bizapinterface/getBizUnitApiDetails?id=29999');
    const inParams = (detail.data as { inParams: ApiParamNodeDto[] }).inParams;
    expect(count(inParams)).toBe(2205);
    expect(depth(inParams)).toBe(7);

    const menu = await sandbox.json('/lcp-rest/bizapinterface/getApiDocListByCategory?unitId=301');
    expect(JSON.stringify(menu.data)).toContain('"id":29999');
  });

  it('asking again replaces the document; a bad size is refused', async () => {
    const sandbox = createSandboxClient();
    await sandbox.call('/__sandbox/generated-api', { method: 'POST', body: JSON.stringify({ fields: 5000 }) });
    await sandbox.call('/__sandbox/generated-api', { method: 'POST', body: JSON.stringify({ fields: 300 }) });
    const detail = await sandbox.json('/lcp-rest/bizapinterface/getBizUnitApiDetails?id=29999');
    expect(count((detail.data as { inParams: ApiParamNodeDto[] }).inParams)).toBe(315);
    const refused = await sandbox.call('/__sandbox/generated-api', { method: 'POST', body: JSON.stringify({ fields: 'many' }) });
    expect(refused.status).toBe(400);
  });
});
