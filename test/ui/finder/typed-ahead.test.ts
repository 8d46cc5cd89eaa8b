import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '../../../src/domain/search/search';
import { NOTHING_TYPED, typeAhead, type TypedAhead, type TypingKey } from '../../../src/ui/finder/typed-ahead';

const key = (name: string, modifiers: Partial<TypingKey> = {}): TypingKey => ({ key: name, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, ...modifiers });

/** The keys in order, as the finder's frame hears them before its words box has focus. */
const typeKeys = (keys: readonly TypingKey[], from: TypedAhead = NOTHING_TYPED) =>
  keys.reduce<TypedAhead>((typed, next) => typeAhead(typed, next) ?? typed, from);

const letters = (text: string) => Array.from(text).map((character) => key(character));

describe('keys typed before the finder’s words box is there', () => {
  it('keeps every character in order, whatever the script', () => {
    expect(typeKeys(letters('outbound'))).toEqual({ text: 'outbound', submitted: false });
    expect(typeKeys(letters('出库 order/v1'))).toEqual({ text: '出库 order/v1', submitted: false });
    expect(typeKeys(letters('a😀b'))).toEqual({ text: 'a😀b', submitted: false });
  });

  it('takes a character back on Backspace, a whole emoji at once, and nothing from an empty text', () => {
    expect(typeKeys([...letters('outx'), key('Backspace'), ...letters('bound')]).text).toBe('outbound');
    expect(typeKeys([...letters('a😀'), key('Backspace')]).text).toBe('a');
    expect(typeKeys([key('Backspace'), ...letters('ab')]).text).toBe('ab');
  });

  it('submits on Enter after some text and takes nothing more; an Enter on no text is nothing', () => {
    expect(typeKeys([...letters('order'), key('Enter'), ...letters('xyz')])).toEqual({ text: 'order', submitted: true });
    expect(typeKeys([key('Enter'), ...letters('ab')])).toEqual({ text: 'ab', submitted: false });
    expect(typeKeys([...letters('  '), key('Enter')])).toEqual({ text: '  ', submitted: false });
  });

  it('leaves shortcuts, named keys and an input method’s composing keys to the page', () => {
    const typed = { text: 'ab', submitted: false };
    expect(typeAhead(typed, key('c', { ctrlKey: true }))).toBeUndefined();
    expect(typeAhead(typed, key('v', { metaKey: true }))).toBeUndefined();
    expect(typeAhead(typed, key('ArrowDown'))).toBeUndefined();
    expect(typeAhead(typed, key('Tab'))).toBeUndefined();
    expect(typeAhead(typed, key('Shift'))).toBeUndefined();
    expect(typeAhead(typed, key('Process', { isComposing: true }))).toBeUndefined();
    expect(typeAhead(typed, key('a', { isComposing: true }))).toBeUndefined();
  });

  it('keeps no more than the search box takes', () => {
    const long = typeKeys(letters('x'.repeat(SEARCH_MAX_LENGTH + 5)));
    expect(long.text).toHaveLength(SEARCH_MAX_LENGTH);
  });
});
