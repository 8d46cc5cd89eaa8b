import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../src/ui/docs/common/copy-code.view';

describe('formatJson', () => {
  it('indents JSON by two spaces and leaves anything else as it came', () => {
    expect(formatJson('{"a":[1,{"b":null}]}')).toBe('{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ]\n}');
    expect(formatJson('<xml/>')).toBe('<xml/>');
    expect(formatJson('')).toBe('');
  });

  it('leaves an example already indented so as it is', () => {
    const indented = JSON.stringify({ orders: Array.from({ length: 50 }, (_, id) => ({ id, lines: [{ sku: `s${String(id)}` }] })) }, null, 2);
    expect(formatJson(indented)).toBe(indented);
    expect(formatJson(`${indented}\n`)).toBe(indented);
  });
});
