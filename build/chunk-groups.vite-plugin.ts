import type { Plugin } from 'vite';
import { isDiagramFramePage } from './pages.ts';

/*
 * How the production bundle is cut into chunks (rolldown's codeSplitting groups), measured in docs/performance.md.
 *
 * First view: every module the entry imports statically goes into one chunk. Left to itself the bundler splits the
 * modules the entry shares with lazy pages into some 50 small chunks, all fetched before the first render: many
 * requests for little code (HTTP/1.1 fetches six at a time) and worse compression.
 *
 * Pages most often opened first (PAGE_GROUPS) are one chunk each: split by the bundler, home was some 17 small files
 * (its views, each icon), the API doc page 15 and the signature tool 24. What another page shares with one of them
 * goes to a second, `-shared` chunk, so that page does not load the whole group (every page used to load home's 8 KB
 * for its loading line and page title, and the signature tool the API doc page's 9 KB for a copy button). A shared
 * chunk also takes the library parts its modules use: the signature tool's holds the tabs and the presence code that
 * search, the other tools and the menus use too (search: 5 requests fewer for 8 KB more, Lighthouse the same).
 *
 * The walks do not enter the UI libraries' re-export files (index.js): through them every component is reachable,
 * and the menus and dialogs the pages load lazily would be pulled in. What a chunk does use of those libraries the
 * bundler places by itself. The sets are found once the module graph is complete (buildEnd), before chunks are made.
 */
const BARREL = /node_modules\/(@chakra-ui\/react|@ark-ui\/react|lucide-react)\/dist\/(.*\/)?(index\.js|lucide-react\.mjs)$/;

export const PAGE_GROUPS: readonly { readonly name: string; readonly root: RegExp }[] = [
  { name: 'home-page', root: /\/src\/ui\/pages\/home\/home\.page\.tsx$/ },
  { name: 'api-doc-page', root: /\/src\/ui\/docs\/api-doc\/api-doc\.page\.tsx$/ },
  { name: 'sign-tool-page', root: /\/src\/ui\/tools\/(sign\/sign-tool\.page|open-business-tools\.page|tool-slot\.view)\.tsx$/ },
];

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[]; readonly importers: readonly string[]; readonly isEntry: boolean } | null;
}

/** Every module reachable from `roots` by static imports, not entering the UI libraries' re-export files. */
export const staticallyReachable = (graph: ModuleGraph, roots: readonly string[]): Set<string> => {
  const reached = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop() as string;
    if (reached.has(id) || BARREL.test(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
};

/**
 * The group of each module: the entry's static reach is the first view; then each page group's reach, less what the
 * first view took. What of it another page shares (a module imported from outside the reach, with its own reach) is
 * the group's `-shared` chunk. (Left to the bundler, the shared modules became some 10 tiny chunks per page, by the
 * set of pages importing each.)
 */
const FRAME_SHARED = 'with-diagram-frame';

export const assignGroups = (graph: ModuleGraph, ids: readonly string[], pageGroups: typeof PAGE_GROUPS): Map<string, string> => {
  const members = new Map<string, string>();
  const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry);
  // What the diagram frame's page loads too (Vite's preload helpers) is a chunk of its own: loading the first view's
  // chunk would start the portal in the frame.
  const framed = staticallyReachable(graph, entries.filter(isDiagramFramePage));
  for (const id of staticallyReachable(graph, entries.filter((id) => !isDiagramFramePage(id)))) members.set(id, framed.has(id) ? FRAME_SHARED : 'first-view');
  for (const group of pageGroups) {
    const reach = [...staticallyReachable(graph, ids.filter((id) => group.root.test(id)))].filter((id) => !members.has(id));
    const inReach = new Set(reach);
    const shared = staticallyReachable(graph, reach.filter((id) => graph.getModuleInfo(id)?.importers.some((importer) => !inReach.has(importer))));
    for (const id of reach) members.set(id, shared.has(id) ? `${group.name}-shared` : group.name);
  }
  return members;
};

export interface ChunkGroup {
  readonly name: string;
  readonly test: (id: string) => boolean;
  readonly priority: number;
}

/** The plugin that finds the sets, and the groups for `build.rolldownOptions.output.codeSplitting.groups`. */
export const chunkGroups = (): { plugin: Plugin; groups: readonly ChunkGroup[] } => {
  let members = new Map<string, string>();
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      members = assignGroups(this, [...this.getModuleIds()], PAGE_GROUPS);
    },
  };
  // A shared group ranks above its page's group: a group also takes every module its members import (rolldown's
  // includeDependenciesRecursively), and the page's group must not take the shared ones with it.
  const names = [FRAME_SHARED, 'first-view', ...PAGE_GROUPS.flatMap((group) => [`${group.name}-shared`, group.name])];
  return {
    plugin,
    groups: names.map((name, index) => ({ name, test: (id) => members.get(id) === name, priority: names.length - index })),
  };
};
