import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../src/main/router';
import { fakeUseCases } from '../../fakes/fake-use-cases';

const routerAt = (path: string) => {
  const useCases = fakeUseCases();
  const router = createAppRouter({ portal: useCases.portal, queryClient: new QueryClient(), history: createMemoryHistory({ initialEntries: [path] }) });
  return { useCases, router };
};

describe('the home route', () => {
  it('starts the featured products and the capability units with the navigation, before the page renders', async () => {
    const { useCases, router } = routerAt('/home');
    await router.load();
    expect(useCases.calls.loadShowcaseProducts).toHaveLength(1);
    expect(useCases.calls.listClassifiedBizUnits).toEqual([[2]]);
  });

  it('asks nothing for a hover-intent preload', async () => {
    const { useCases, router } = routerAt('/404');
    await router.load();
    await router.preloadRoute({ to: '/home' });
    expect(useCases.calls.loadShowcaseProducts).toEqual([]);
  });
});
