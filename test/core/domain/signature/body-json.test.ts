import { describe, expect, it } from 'vitest';
import { checkExactBody, compactJsonText } from '../../../../src/domain/signature/body-json';

describe('checkExactBody', () => {
  it.each([
    '[{"orderId":"A1","weight":1.5}]',
    '{}',
    '[]',
    '"text"',
    '123',
    'null',
    '{"a":"x y  z","b":"张三 😀"}',
    '{"a":"\\u00e9\\n\\t\\"q\\"\\\\"}',
  ])('accepts exact JSON %s', (text) => {
    expect(checkExactBody(text)).toEqual({ kind: 'ok' });
  });

  it.each([
    ['', 'empty text'],
    ['   ', 'only spaces'],
    ['{"a":1,}', 'a trailing comma'],
    ["{'a':1}", 'single quotes'],
    ['{"a":"line\nbreak"}', 'a raw newline inside a string'],
    ['{"a":"tab\there"}', 'a raw tab inside a string'],
    ['{"a":1}\u00a0', 'a non-breaking space outside strings'],
    ['{"a":01}', 'a leading zero'],
    ['{"a":1} x', 'trailing garbage'],
  ])('refuses %j as invalid JSON (%s)', (text) => {
    expect(checkExactBody(text)).toEqual({ kind: 'invalidJson' });
  });

  it('offers a compacted body when whitespace lies outside strings', () => {
    expect(checkExactBody('{ "a": 1 }')).toEqual({ kind: 'whitespaceOutsideStrings', compacted: '{"a":1}' });
  });

  it('drops tabs, newlines and carriage returns outside strings', () => {
    expect(checkExactBody('{\r\n\t"a" :\t[ 1 ,\n 2 ]\r\n}\n')).toEqual({ kind: 'whitespaceOutsideStrings', compacted: '{"a":[1,2]}' });
  });

  it('keeps whitespace inside string values byte for byte, ideographic space included', () => {
    expect(checkExactBody('{ "name" : "  张 三　😀 " }')).toEqual({
      kind: 'whitespaceOutsideStrings',
      compacted: '{"name":"  张 三　😀 "}',
    });
  });

  it('follows escaped quotes and backslashes so string ends are found right', () => {
    const text = '{ "a" : "say \\" hi \\" ", "b" : "ends with \\\\", "c" : "x" }';
    const compacted = '{"a":"say \\" hi \\" ","b":"ends with \\\\","c":"x"}';
    expect(checkExactBody(text)).toEqual({ kind: 'whitespaceOutsideStrings', compacted });
    expect(JSON.parse(compacted)).toEqual(JSON.parse(text));
  });

  it('handles nesting and keys that contain spaces', () => {
    const text = '{ "outer key" : { "in ner" : [ { "k" : [ [ ] , { } ] } ] } }';
    expect(checkExactBody(text)).toEqual({
      kind: 'whitespaceOutsideStrings',
      compacted: '{"outer key":{"in ner":[{"k":[[],{}]}]}}',
    });
  });

  it('never rewrites numbers, key order or escapes', () => {
    const text = '{ "z" : 1.50, "a" : 1e3, "m" : -0.0, "big" : 12345678901234567890, "u" : "\\u00e9\\/" }';
    expect(checkExactBody(text)).toEqual({
      kind: 'whitespaceOutsideStrings',
      compacted: '{"z":1.50,"a":1e3,"m":-0.0,"big":12345678901234567890,"u":"\\u00e9\\/"}',
    });
  });

  it('is idempotent', () => {
    const once = compactJsonText('[ "a b" , 1 ]');
    expect(compactJsonText(once)).toBe(once);
    expect(checkExactBody(once)).toEqual({ kind: 'ok' });
  });
});
