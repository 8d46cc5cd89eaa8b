import { describe, expect, it } from 'vitest';
import { codeHead } from '../../../src/ui/widgets/code-head';

const lines = (count: number, width = 10) => Array.from({ length: count }, (_, index) => String(index + 1).padEnd(width, '.')).join('\n');

describe('codeHead (what a long code block draws first)', () => {
  it('draws a text within both limits whole, at the limits too', () => {
    expect(codeHead('')).toEqual({ cut: false });
    expect(codeHead(lines(5), 5, 100)).toEqual({ cut: false });
    expect(codeHead('x'.repeat(100), 5, 100)).toEqual({ cut: false });
  });

  it('draws the first lines of a text with more lines, and says how many of how many', () => {
    const text = lines(1_000);
    const head = codeHead(text, 400, 1_000_000);
    expect(head).toMatchObject({ cut: true, by: 'lines', shown: 400, total: 1_000 });
    expect(head.cut && head.text).toBe(text.split('\n').slice(0, 400).join('\n'));
    expect(codeHead(lines(6), 5, 1_000)).toMatchObject({ cut: true, shown: 5, total: 6 });
  });

  it('draws fewer whole lines where the lines allowed would pass the characters allowed', () => {
    const text = lines(100, 50);
    const head = codeHead(text, 80, 1_000);
    expect(head).toMatchObject({ cut: true, by: 'lines', total: 100 });
    if (!head.cut) return;
    expect(head.text.length).toBeLessThanOrEqual(1_000);
    expect(head.shown).toBe(head.text.split('\n').length);
    expect(text.startsWith(`${head.text}\n`)).toBe(true);
  });

  it('draws the first characters of one long line (minified JSON), never half of a surrogate pair', () => {
    const text = JSON.stringify({ values: Array.from({ length: 5_000 }, (_, index) => index) });
    expect(codeHead(text, 400, 1_000)).toEqual({ cut: true, by: 'characters', text: text.slice(0, 1_000), shown: 1_000, total: text.length });
    const emoji = `${'a'.repeat(999)}😀${'b'.repeat(50)}`;
    const head = codeHead(emoji, 400, 1_000);
    expect(head).toMatchObject({ cut: true, by: 'characters', shown: 999 });
    expect(head.cut && head.text).toBe('a'.repeat(999));
  });

  it('counts a newline at the very start as a line, so nothing drawn is empty', () => {
    const text = `\n${'x'.repeat(2_000)}`;
    expect(codeHead(text, 400, 1_000)).toMatchObject({ cut: true, by: 'characters', shown: 1_000 });
  });
});
