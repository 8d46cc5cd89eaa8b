import type { PortalFeatures } from '../../../domain/deployment/portal-features';
import type { MySystemList } from '../../../domain/product/my-system';

type Lists = PortalFeatures['mySystemLists'];

/** The list My System shows: the one the address asks for when the deployment lists it, else its first. */
export const shownList = (lists: Lists, asked: MySystemList | undefined): MySystemList => (asked && lists.includes(asked) ? asked : lists[0]);

/** The search of /mySystem showing `list` at `page`; the first list and page 1 are the plain address. */
export const mySystemSearchFor = (lists: Lists, list: MySystemList, page = 1): { list?: MySystemList; page?: number } => ({
  ...(list === lists[0] ? {} : { list }),
  ...(page > 1 ? { page } : {}),
});
