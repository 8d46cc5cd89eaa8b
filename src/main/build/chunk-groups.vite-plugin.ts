import type { Plugin } from 'vite';

/*
 * How the production bundle is cut into chunks (rolldown's codeSplitting groups), measured in docs/performance.md.
 *
 * First view: every module the entry imports statically goes into one chunk. Left to itself the bundler splits the
 * modules the entry shares with lazy pages into some 50 small chunks, all fetched before the first render: many
 * requests for little code (HTTP/1.1 fetches six at a time) and worse compression.
 *
 * Pages most often opened first (PAGE_GROUPS) are one chunk each: split by the bundler, home was some 17 small files
 * (its views, each icon) and the API doc page 15. A module two of them share goes with the first that names it;
 * other pages that use it load that chunk instead of the module's own small file. (The signature tool is not one:
 * its group took library parts, tabs and radio groups, that search and other pages then loaded with the tool.)
 *
 * The walks do not enter the UI libraries' re-export files (index.js): through them every component is reachable,
 * and the menus and dialogs the pages load lazily would be pulled in. What a chunk does use of those libraries the
 * bundler places by itself. The sets are found once the module graph is complete (buildEnd), before chunks are made.
 */
const BARREL = /node_modules\/(@chakra-ui\/react|@ark-ui\/react|lucide-react)\/dist\/(.*\/)?(index\.js|lucide-react\.mjs)$/;

export const PAGE_GROUPS: readonly { readonly name: string; readonly root: RegExp }[] = [
  { name: 'home-page', root: /\/src\/ui\/pages\/home\/home\.page\.tsx$/ },
  { name: 'api-doc-page', root: /\/src\/ui\/docs\/api-doc\/api-doc\.page\.tsx$/ },
];

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
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

export interface ChunkGroup {
  readonly name: string;
  readonly test: (id: string) => boolean;
  readonly priority: number;
}

/** The plugin that finds the sets, and the groups for `build.rolldownOptions.output.codeSplitting.groups`. */
export const chunkGroups = (): { plugin: Plugin; groups: readonly ChunkGroup[] } => {
  const members = new Map<string, string>();
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      const claim = (name: string, roots: readonly string[]) => {
        for (const id of staticallyReachable(this, roots)) if (!members.has(id)) members.set(id, name);
      };
      claim('first-view', ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const group of PAGE_GROUPS) claim(group.name, ids.filter((id) => group.root.test(id)));
    },
  };
  const names = ['first-view', ...PAGE_GROUPS.map((group) => group.name)];
  return {
    plugin,
    groups: names.map((name, index) => ({ name, test: (id) => members.get(id) === name, priority: names.length - index })),
  };
};
