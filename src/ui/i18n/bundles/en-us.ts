import { areasOf, type Tree } from '../locale-tree';

/** Every area of en-us the entry needs (not those under lazy/): one chunk, loaded when en-us is the language. */
export default areasOf(import.meta.glob<{ default: Tree }>('../locales/en-us/*.json', { eager: true }));
