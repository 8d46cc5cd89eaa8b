import { describe, expect, it } from 'vitest';
import { oncePerText } from '../../../../src/domain/doc/once-per-text';

describe('oncePerText', () => {
  it('computes each text once, an empty text and an undefined answer included', () => {
    const asked: string[] = [];
    const lengthOf = oncePerText((text) => {
      asked.push(text);
      return text === 'none' ? undefined : text.length;
    });
    expect(['ab', 'ab', '', '', 'none', 'none', 'abc'].map(lengthOf)).toEqual([2, 2, 0, 0, undefined, undefined, 3]);
    expect(asked).toEqual(['ab', '', 'none', 'abc']);
  });
});
