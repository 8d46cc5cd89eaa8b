import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useDocTerm } from '../../portal/use-doc-terms';
import type { ApiMenuGroup } from '../../../domain/doc/api-doc';
import type { DocBase } from '../open-business/doc-base';
import { piecesWithBreaks } from './with-breaks';
import { opensElsewhere } from '../../widgets/opens-elsewhere';

/**
 * The menu's one stylesheet: its items are plain elements, since a unit may have a thousand APIs (GitHub's spec has
 * 1,223) and per-element style props would cost a style computation each, most of the page's first render.
 */
const MENU_CSS: SystemStyleObject = {
  '& .menu-groups': { display: 'flex', flexDirection: 'column', gap: 4 },
  '& .menu-group-name': { fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', mb: 1 },
  // A group out of the menu's view is not laid out (a thousand items took 180 ms of layout) until scrolled near; it
  // keeps the height it last had, or its items' estimate before it was ever laid out.
  '& ul': { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: 0.5, contentVisibility: 'auto' },
  '& .menu-item': { display: 'block', px: 2, py: 1.5, borderRadius: 'md', color: 'fg', _hover: { bg: 'bg.muted' } },
  '& [aria-current="page"] .menu-item': { bg: 'brand.subtle', color: 'brand.fg' },
  // Long names and paths wrap at their own boundaries (with-breaks.tsx), inside a word only as a last resort.
  '& .menu-item-name': { display: 'block', fontSize: 'sm', overflowWrap: 'anywhere' },
  '& [aria-current="page"] .menu-item-name': { fontWeight: 'semibold' },
  '& .menu-item-path': { display: 'block', fontSize: 'xs', fontFamily: 'mono', color: 'fg.muted', overflowWrap: 'anywhere' },
};

/** An item's height before it is laid out: a name and a path, one line each. */
const ITEM_ESTIMATE_PX = 58;
/** Names and paths this long fit the menu's width on one line: they need no wrap opportunity (nor its elements). */
const NAME_WHOLE_UP_TO = 20;
const PATH_WHOLE_UP_TO = 24;

/** Runs `run` when the browser is next idle (within a second); where there is no idle callback (Safari), soon after. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * Scrolls the menu (not the page) so that its current API is in its view, centred, when it is out of it: a reader
 * who came by a link to the thousandth API sees where it is. The groups near the new place are laid out only then,
 * and may be taller than their estimate (the menu may even have been too short to reach the place): it looks again
 * in the next frames until the API is in view. A menu not shown (a phone's) has no height and is left as it is.
 */
const useCurrentInView = (currentId: number, groups: readonly ApiMenuGroup[]) => {
  const nav = useRef<HTMLElement>(null);
  // When the browser is idle, not at once: measuring and scrolling lay out and paint the groups near the current API,
  // which would hold back the document's rows (drawn in steps) when the menu arrives with them.
  useEffect(() => {
    let frame = 0;
    const bringIntoView = (triesLeft: number) => {
      const menu = nav.current;
      const current = menu?.querySelector('[aria-current="page"]');
      if (!menu || !current || menu.clientHeight === 0) return;
      const view = menu.getBoundingClientRect();
      const item = current.getBoundingClientRect();
      if (item.top >= view.top && item.bottom <= view.bottom) return;
      menu.scrollTop += item.top - view.top - (menu.clientHeight - item.height) / 2;
      if (triesLeft > 1) frame = requestAnimationFrame(() => bringIntoView(triesLeft - 1));
    };
    const cancelIdle = whenIdle(() => bringIntoView(3));
    return () => {
      cancelIdle();
      cancelAnimationFrame(frame);
    };
  }, [currentId, groups]);
  return nav;
};

/** A stand-in for an item's id in the address built once for the menu (no character of it is encoded in an address). */
const ID_SLOT = 'menuItemIdSlot';

type MenuApi = ApiMenuGroup['apis'][number];

/** A menu line: a plain anchor with the API's name and path, each cut at its own boundaries when long. */
const menuItem = (api: MenuApi, href: string): HTMLLIElement => {
  const line = (className: string, text: string, wholeUpTo: number) => {
    const span = document.createElement('span');
    span.className = className;
    span.append(...piecesWithBreaks(text, wholeUpTo));
    return span;
  };
  const name = line('menu-item-name', api.name, NAME_WHOLE_UP_TO);
  name.dataset.content = 'backend';
  const item = document.createElement('span');
  item.className = 'menu-item';
  item.append(name, line('menu-item-path', api.path, PATH_WHOLE_UP_TO));
  const link = document.createElement('a');
  link.href = href;
  link.dataset.docId = String(api.id);
  link.append(item);
  const entry = document.createElement('li');
  entry.append(link);
  return entry;
};

/**
 * One group. Its items are written by its list itself, in a layout effect (before the browser paints), as plain
 * anchors with the address the router builds for each; clicks are followed by the menu's one handler. Drawn by React,
 * GitHub's 1,223 items (five elements each, and their names' and paths' pieces) were 2.6 MB of the page's heap,
 * fibers and props for lines that never change (docs/performance.md). The current item is marked by a second effect,
 * so a reader's focus on a link stays where it is when the page changes.
 */
const MenuGroup = memo(function MenuGroup({ group, hrefOf, currentId }: { group: ApiMenuGroup; hrefOf: (id: number) => string; currentId: number | undefined }) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    list.current?.replaceChildren(...group.apis.map((api) => menuItem(api, hrefOf(api.id))));
  }, [group, hrefOf]);
  useLayoutEffect(() => {
    for (const link of list.current?.querySelectorAll<HTMLAnchorElement>('a[data-doc-id]') ?? []) {
      if (link.dataset.docId === String(currentId)) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [group, hrefOf, currentId]);
  return (
    <div>
      <p className="menu-group-name" data-content="backend">
        {group.name}
      </p>
      <ul ref={list} style={{ containIntrinsicBlockSize: `auto ${String(group.apis.length * ITEM_ESTIMATE_PX)}px` }} />
    </div>
  );
});

/** The sticky left menu of the API tab: the unit's APIs grouped by category (method path and name). */
export const ApiDocMenu = memo(function ApiDocMenu({ groups, unitId, currentId, base }: { groups: readonly ApiMenuGroup[]; unitId: number; currentId: number; base: DocBase }) {
  const term = useDocTerm();
  const router = useRouter();
  const nav = useCurrentInView(currentId, groups);
  const to = `${base.prefix}/api-doc/$unitId/$docId` as const;
  // The address is built once, with a stand-in for the id: the router's rule, not a copy of it.
  const hrefOf = useMemo(() => {
    const parts = router.history.createHref(router.buildLocation({ to, params: { unitId: String(unitId), docId: ID_SLOT }, search: base.search }).href).split(ID_SLOT);
    return (id: number) => parts.join(String(id));
  }, [router, to, unitId, base.search]);
  const follow = useCallback(
    (event: React.MouseEvent) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-doc-id]');
      if (!link || event.defaultPrevented || opensElsewhere(event)) return;
      event.preventDefault();
      void router.navigate({ to, params: { unitId: String(unitId), docId: link.dataset.docId ?? '' }, search: base.search });
    },
    [router, to, unitId, base.search],
  );
  return (
    <Box as="nav" ref={nav} aria-label={term('docs.api.menu')} position="sticky" top="140px" maxH="calc(100vh - 160px)" overflowY="auto" pe={2} css={MENU_CSS} onClick={follow}>
      <div className="menu-groups">
        {groups.map((group) => (
          <MenuGroup key={group.code} group={group} hrefOf={hrefOf} currentId={group.apis.some((api) => api.id === currentId) ? currentId : undefined} />
        ))}
      </div>
    </Box>
  );
});
