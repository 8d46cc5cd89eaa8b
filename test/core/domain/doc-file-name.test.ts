import { describe, expect, it } from 'vitest';
import { markdownFileName, openApiFileName } from '../../../src/domain/doc/doc-file-name';

describe('markdownFileName', () => {
  it.each([
    ['lcp.inbound.create', 'api-1', 'lcp.inbound.create.md'],
    ['开发者入门 / Getting started', 'doc-1', '开发者入门-Getting-started.md'],
    ['../../etc/passwd', 'doc-1', 'etc-passwd.md'],
    ['', 'message-9', 'message-9.md'],
    [undefined, 'api-2', 'api-2.md'],
  ])('file name of %j', (slug, fallback, name) => {
    expect(markdownFileName(slug, fallback)).toBe(name);
  });
});

describe('openApiFileName', () => {
  it('is <code>.openapi.json, safe on every system', () => {
    expect(openApiFileName('lcp.order.create', 'api-1')).toBe('lcp.order.create.openapi.json');
    expect(openApiFileName('运单/查询', 'api-7')).toBe('运单-查询.openapi.json');
    expect(openApiFileName('///', 'api-7')).toBe('api-7.openapi.json');
    expect(openApiFileName(undefined, 'message-3')).toBe('message-3.openapi.json');
  });
});
