import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../src/domain/deployment/deployment';
import { createAppRouter } from '../../../src/main/router';
import { externalDeployment, internalDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { FAILURE_ROUTE_IDS, WALK_REDIRECTS, WALK_ROUTES, walkTargets } from '../../walk/walk-routes';

const routerFor = (variant: Variant, path = '/home') =>
  createAppRouter({
    portal: fakeUseCases({ deployment: () => (variant === 'internal' ? internalDeployment : externalDeployment) }).portal,
    queryClient: new QueryClient(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });

/** The route ids of the tree's pages: routes without children (layouts are walked through their pages). */
const pageRouteIds = (variant: Variant) =>
  (Object.values(routerFor(variant).routesById) as { id: string; children?: unknown }[])
    .filter((route) => route.children === undefined && route.id !== '__root__')
    .map((route) => route.id)
    .sort();

/** The route an address lands on (a not-found lands on the 404 page's id). */
const landOn = async (variant: Variant, path: string) => {
  const router = routerFor(variant, path);
  await router.load();
  const { matches } = router.state;
  const notFound = matches.at(-1)?.routeId === '__root__' || matches.some((match) => isNotFound(match.error));
  return notFound ? '/main/404' : String(matches.at(-1)?.routeId);
};

describe('route walker addresses (test/walk/walk-routes.ts)', () => {
  it.each(['internal', 'external'] as const)('%s: the walker visits every route of the tree, and no route the tree lacks', (variant) => {
    expect(Object.keys(WALK_ROUTES[variant]).sort()).toEqual(pageRouteIds(variant));
  });

  it.each(['internal', 'external'] as const)('%s: each address lands on the route it is listed under', async (variant) => {
    const landed = await Promise.all(
      walkTargets(variant).map(async ({ routeId, path }) => [path, await landOn(variant, path), WALK_REDIRECTS[routeId] ?? routeId]),
    );
    expect(landed.filter(([, actual, expected]) => actual !== expected)).toEqual([]);
  });

  it('the pages opened with the backend failing are routes of the external site', () => {
    expect(FAILURE_ROUTE_IDS.filter((routeId) => !(routeId in WALK_ROUTES.external))).toEqual([]);
  });
});
