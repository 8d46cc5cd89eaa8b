import { describe, expect, it } from 'vitest';
import { assignGroups } from '../../../build/chunk-groups.vite-plugin';

/** A module graph from "importer → imported" lists; importers are derived, the first module is the entry. */
const graphOf = (imports: Record<string, string[]>) => {
  const ids = Object.keys(imports);
  const info = (id: string) =>
    id in imports
      ? { importedIds: imports[id] ?? [], importers: ids.filter((other) => imports[other]?.includes(id)), isEntry: id === ids[0] }
      : null;
  return { graph: { getModuleInfo: info }, ids };
};

const GROUPS = [{ name: 'home-page', root: /\/home\.page\.tsx$/ }];

describe('the chunk groups of the production bundle', () => {
  it('puts what only home uses in its group, and what another page shares in its shared group', () => {
    const { graph, ids } = graphOf({
      '/main.tsx': ['/chrome.tsx'],
      '/chrome.tsx': [],
      '/home.page.tsx': ['/home-hero.tsx', '/page-section.tsx', '/chrome.tsx'],
      '/home-hero.tsx': ['/hero-art.tsx'],
      '/hero-art.tsx': [],
      '/page-section.tsx': ['/page-column.ts'],
      '/page-column.ts': [],
      '/about.page.tsx': ['/page-section.tsx'],
    });
    const groups = assignGroups(graph, ids, GROUPS);

    expect(groups.get('/main.tsx')).toBe('first-view');
    expect(groups.get('/chrome.tsx')).toBe('first-view');
    expect(groups.get('/home.page.tsx')).toBe('home-page');
    expect(groups.get('/home-hero.tsx')).toBe('home-page');
    expect(groups.get('/hero-art.tsx')).toBe('home-page');
    // The about page needs the section and what it imports, not home's hero.
    expect(groups.get('/page-section.tsx')).toBe('home-page-shared');
    expect(groups.get('/page-column.ts')).toBe('home-page-shared');
    expect(groups.has('/about.page.tsx')).toBe(false);
  });

  it("keeps what the diagram frame's page loads too out of the first view, in a chunk of its own", () => {
    const imports: Record<string, string[]> = {
      '/app/index.html': ['/main.tsx'],
      '/main.tsx': ['/chrome.tsx', 'vite/preload-helper.js'],
      '/chrome.tsx': [],
      '/app/diagram-frame.html': ['/diagram-frame.main.ts'],
      '/diagram-frame.main.ts': ['/mermaid.js', 'vite/preload-helper.js'],
      '/mermaid.js': [],
      'vite/preload-helper.js': [],
    };
    const entries = ['/app/index.html', '/app/diagram-frame.html'];
    const ids = Object.keys(imports);
    const graph = {
      getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [], importers: ids.filter((other) => imports[other]?.includes(id)), isEntry: entries.includes(id) }),
    };
    const groups = assignGroups(graph, ids, GROUPS);

    expect(groups.get('/chrome.tsx')).toBe('first-view');
    // Were it in the first view's chunk, the frame would load that chunk, and the portal would start inside it.
    expect(groups.get('vite/preload-helper.js')).toBe('with-diagram-frame');
    expect(groups.has('/mermaid.js')).toBe(false);
  });

  it('does not enter the UI libraries\' re-export files', () => {
    const barrel = '/node_modules/@chakra-ui/react/dist/esm/index.js';
    const { graph, ids } = graphOf({ '/main.tsx': [barrel], [barrel]: ['/node_modules/@chakra-ui/react/dist/esm/menu.js'] });

    expect(assignGroups(graph, ids, GROUPS).size).toBe(1);
  });
});
