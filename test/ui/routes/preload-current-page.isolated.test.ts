import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter, preloadCurrentPage } from '../../../src/main/router';
import { fakeUseCases } from '../../fakes/fake-use-cases';

// Records when the API doc page's module is first evaluated (it is a lazily loaded chunk).
const imported = vi.hoisted(() => ({ apiDocPage: false, messageDocPage: false }));
vi.mock('../../../src/ui/docs/api-doc/api-doc.page', async (original) => {
  imported.apiDocPage = true;
  return original();
});
vi.mock('../../../src/ui/docs/message/message-doc.page', async (original) => {
  imported.messageDocPage = true;
  return original();
});

describe('preloadCurrentPage', () => {
  it("loads the current address's page chunk without rendering or loading, and no other page's", async () => {
    const router = createAppRouter({
      portal: fakeUseCases().portal,
      queryClient: new QueryClient(),
      history: createMemoryHistory({ initialEntries: ['/open-business-document/api-doc/301/19999'] }),
    });
    expect(imported.apiDocPage).toBe(false);
    preloadCurrentPage(router);
    await vi.waitFor(() => expect(imported.apiDocPage).toBe(true));
    expect(imported.messageDocPage).toBe(false);
    expect(router.state.status).toBe('idle');
  });
});
