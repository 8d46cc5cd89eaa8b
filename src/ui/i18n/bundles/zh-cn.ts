import { areasOf, type Tree } from '../locale-tree';

/** Every area of zh-cn the entry needs (not those under lazy/): one chunk, loaded when zh-cn is the language. */
export default areasOf(import.meta.glob<{ default: Tree }>('../locales/zh-cn/*.json', { eager: true }));
