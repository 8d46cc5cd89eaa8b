import { describe, expect, it } from 'vitest';
import type { ParamNode } from '../../../src/domain/doc/param-tree';
import { parseJson, readOpenApi } from '../../../src/infrastructure/openapi/openapi-reader';
import { createSandboxClient } from './sandbox-client';

const rows = (nodes: readonly ParamNode[]): ParamNode[] => nodes.flatMap((node) => [node, ...rows(node.children)]);
const depth = (nodes: readonly ParamNode[]): number => Math.max(0, ...nodes.map((node) => 1 + depth(node.children)));

describe('GET /__sandbox/openapi/generated.json (the race’s generated document)', () => {
  it('is one OpenAPI operation of 20,160 request fields, seven levels deep, that the portal’s reader reads whole', async () => {
    const sandbox = createSandboxClient();
    const response = await sandbox.call('/__sandbox/openapi/generated.json');
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    const file = 'https://docs.example.test/generated.json';
    const reading = readOpenApi({ root: file, files: new Map([[file, parseJson(text, file)]]) }, 6, (markdown) => markdown);

    expect(reading.title).toBe('Generated large API (20160 fields)');
    expect(reading.operations).toHaveLength(1);
    const doc = reading.apiDoc(reading.operations[0]?.id ?? 0);
    const request = rows(doc?.requestParams ?? []);
    expect(request).toHaveLength(20_160);
    expect(depth(doc?.requestParams ?? [])).toBe(7);
    expect(request.map((node) => node.anchor)).toContain('request-section64-recordsextra-detailextra-linesextra-attributesextra-valuesextra-valuesflag');
    const code = request.find((node) => node.anchor === 'request-section1-records-detail-lines-attributes-values-valuescode');
    expect(code).toMatchObject({ name: 'valuesCode', type: 'string', requirement: 'required', example: 'VALUES-01' });
  });
});
