import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../src/domain/deployment/deployment';
import { createAppRouter } from '../../../src/main/router';
import { externalDeployment, internalDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';

/** Where the router lands for a path: the deepest matched route, and whether it is a not-found. */
const land = async (variant: Variant, path: string) => {
  const useCases = fakeUseCases({
    deployment: () => (variant === 'internal' ? internalDeployment : externalDeployment),
  });
  const router = createAppRouter({
    portal: useCases.portal,
    queryClient: new QueryClient(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const matches = router.state.matches;
  const last = matches.at(-1);
  // An unknown path matches the root alone; a route whose params fail its rule hands a not-found to the root.
  const notFound = last?.routeId === '__root__' || matches.some((match) => isNotFound(match.error));
  const routeId = last ? String(last.routeId) : undefined;
  return { routeId, notFound };
};

describe('route map', () => {
  it.each([
    ['both', '/home', '/main/home'],
    ['both', '/competence-center', '/main/competence-center'],
    ['internal', '/aboutUs', '/main/aboutUs'],
    ['internal', '/tools/sign', '/main/tools/sign'],
    ['external', '/quick', '/main/quick'],
    ['external', '/solution/hospital-convenience-express', '/main/solution/$solutionCode'],
    ['both', '/apidoc/lcp-order', '/document/apidoc/$productCode/'],
    ['both', '/open-business-document/access-guide/12', '/open-business-document/access-guide/$unitId/'],
    ['both', '/open-business-document/common-development-tools/12/sign', '/open-business-document/common-development-tools/$unitId/$toolName'],
  ] as const)('%s: %s is %s', async (variants, path, routeId) => {
    for (const variant of variants === 'both' ? (['internal', 'external'] as const) : [variants]) {
      expect(await land(variant, path), `${variant} ${path}`).toMatchObject({ routeId, notFound: false });
    }
  });

  it.each([
    ['internal', '/quick'],
    ['internal', '/partner'],
    ['internal', '/solution/hospital-convenience-express'],
    ['external', '/aboutUs'],
    ['external', '/solveDetail/lcp-order'],
    ['external', '/tools/sign'],
  ] as const)('a variant-only route does not exist on the other variant: %s %s', async (variant, path) => {
    expect((await land(variant, path)).notFound).toBe(true);
  });

  it.each([
    ['/no-such-page'],
    ['/solution/not-a-solution'],
    ['/open-business-document/access-guide/abc'],
    ['/open-business-document/common-development-tools/12/hack'],
    ['/preview-docking-plan/sdk-doc/12'],
    ['/preview-docking-plan/common-development-tools/12/sign'],
  ])('%s is not found', async (path) => {
    expect((await land('external', path)).notFound).toBe(true);
  });

  it('the preview keeps the access guide, API and message docs', async () => {
    expect(await land('external', '/preview-docking-plan/api-doc/12/34?approvalNumber=A1')).toMatchObject({ notFound: false });
  });

  it.each(['internal', 'external'] as const)('%s: every page route under the main layout has its own page component', (variant) => {
    const router = createAppRouter({
      portal: fakeUseCases({ deployment: () => (variant === 'internal' ? internalDeployment : externalDeployment) }).portal,
      queryClient: new QueryClient(),
      history: createMemoryHistory({ initialEntries: ['/home'] }),
    });
    const routes = Object.values(router.routesById) as { id: string; children?: unknown; options: { component?: unknown } }[];
    const pages = routes.filter((route) => route.id.startsWith('/main/') && route.id !== '/main/' && route.children === undefined);
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((route) => !route.options.component).map((route) => route.id)).toEqual([]);
  });
});
