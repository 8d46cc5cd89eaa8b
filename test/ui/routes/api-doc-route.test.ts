import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../src/main/router';
import { fakeUseCases } from '../../fakes/fake-use-cases';

const routerAt = (path: string) => {
  const useCases = fakeUseCases();
  const queryClient = new QueryClient();
  const router = createAppRouter({ portal: useCases.portal, queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  return { useCases, queryClient, router };
};

describe('the API doc route', () => {
  it('starts the unit check, the document and the sanitizer with the navigation, before any page renders', async () => {
    const { useCases, queryClient, router } = routerAt('/open-business-document/api-doc/301/19999');
    await router.load();
    expect(useCases.calls.openBizUnit).toEqual([[301, { kind: 'released' }]]);
    expect(useCases.calls.apiDoc).toEqual([[19999]]);
    expect(useCases.calls.apiMenu).toEqual([[301]]);
    expect(useCases.sanitizer.state().status).not.toBe('idle');
    await expect.poll(() => queryClient.getQueryData(['apiDoc', 19999])).toBeDefined();
  });

  it('does not call anything for a hover-intent preload', async () => {
    const { useCases, router } = routerAt('/home');
    await router.load();
    await router.preloadRoute({ to: '/open-business-document/api-doc/$unitId/$docId', params: { unitId: '301', docId: '19999' } });
    expect(useCases.calls.apiDoc).toEqual([]);
    expect(useCases.calls.openBizUnit).toEqual([]);
  });

  it('the preview of a docking plan starts its unit check and menus with the approval number as the layout reads it', async () => {
    for (const [search, approvalNumber] of [
      ['A1', 'A1'],
      ['2026001', '2026001'],
      ['AP%3Cx%3E-1', 'APx-1'],
    ]) {
      const { useCases, router } = routerAt(`/preview-docking-plan/api-doc/301/19999?approvalNumber=${search}`);
      await router.load();
      expect(useCases.calls.apiDoc).toEqual([[19999]]);
      expect(useCases.calls.openBizUnit, search).toEqual([[301, { kind: 'preview', approvalNumber }]]);
      expect(useCases.calls.messageMenu, search).toEqual([[301, { kind: 'preview', approvalNumber }]]);
    }
  });
});

describe('the other open-business routes', () => {
  it('a tool starts the unit check and its menus with the navigation, but not the sanitizer', async () => {
    const { useCases, router } = routerAt('/open-business-document/common-development-tools/301/sign');
    await router.load();
    expect(useCases.calls.openBizUnit).toEqual([[301, { kind: 'released' }]]);
    expect(useCases.calls.apiMenu).toEqual([[301]]);
    expect(useCases.calls.messageMenu).toEqual([[301, { kind: 'released' }]]);
    expect(useCases.sanitizer.state().status).toBe('idle');
  });

  it('an access guide, a message and the SDK page start the unit check and the sanitizer', async () => {
    for (const path of ['/open-business-document/access-guide/301', '/open-business-document/message-doc/301/50001', '/open-business-document/sdk-doc/301']) {
      const { useCases, router } = routerAt(path);
      await router.load();
      expect(useCases.calls.openBizUnit, path).toEqual([[301, { kind: 'released' }]]);
      expect(useCases.sanitizer.state().status, path).not.toBe('idle');
    }
  });
});
