import { SEARCH_MAX_LENGTH } from '../../domain/search/search';

/**
 * What the reader typed between asking for the finder (Ctrl+K, "/", the header's button) and its words box taking
 * focus: the box's code loads on first use, and without this the first keys went nowhere ("outbound" became "tbound").
 */
export interface TypedAhead {
  readonly text: string;
  /** Enter was pressed after the text: the finder searches it at once. */
  readonly submitted: boolean;
}

export const NOTHING_TYPED: TypedAhead = { text: '', submitted: false };

export type TypingKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>;

const characters = (text: string) => Array.from(text);

/**
 * The keys so far with one more, or undefined when the key is not typing (a shortcut, an arrow, Tab: left to the
 * page). Characters are added, Backspace takes the last one back, Enter after some text submits it; nothing is taken
 * after Enter. A key inside an input method's composition is not typing yet (its text arrives composed, in the box).
 */
export const typeAhead = (typed: TypedAhead, event: TypingKey): TypedAhead | undefined => {
  if (typed.submitted || event.isComposing || event.ctrlKey || event.metaKey) return undefined;
  if (event.key === 'Backspace') return { text: characters(typed.text).slice(0, -1).join(''), submitted: false };
  if (event.key === 'Enter') return typed.text.trim() ? { ...typed, submitted: true } : typed;
  if (characters(event.key).length !== 1) return undefined;
  return { text: characters(typed.text + event.key).slice(0, SEARCH_MAX_LENGTH).join(''), submitted: false };
};
