import { screen, waitFor } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { IsvIntroductionPage } from '../../../../src/ui/pages/programmes/isv-introduction.page';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';
import { hrefOf, sectionHeadings } from './programme-links';

// Whole pages under jsdom on a shared machine: more room than the 5 s default.
describe('ISV introduction page', { timeout: 20_000 }, () => {
  it('says who it is for, what vendors get, how to join and where to start (English)', async () => {
    await renderApp(<IsvIntroductionPage />, { path: '/isv-introduction' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Build logistics into your software as a platform ISV');
    expect(sectionHeadings()).toEqual(['Who the programme is for', 'What you get', 'How to join', 'Start here']);
    expect(screen.getByRole('heading', { level: 3, name: 'Warehouse management (WMS)' })).toBeTruthy();
    const steps = screen.getAllByRole('list').find((list) => list.tagName === 'OL');
    expect([...(steps?.querySelectorAll('h3') ?? [])].map((step) => step.textContent)).toEqual([
      'Register an account',
      'Create an application in the console',
      'Integrate with the docs and tools',
      'Apply and test',
      'Go live',
    ]);
    expect(hrefOf('Browse capabilities')).toBe('/competence-center');
    expect(hrefOf(/Document centre/)).toBe('/helpDocument');
    expect(hrefOf(/Browse the FAQs/)).toBe('/question-docs');
  });

  it('links the developer tools under the first public capability unit', async () => {
    await renderApp(<IsvIntroductionPage />, { path: '/isv-introduction' });
    await waitFor(() => expect(hrefOf(/Signature tool/)).toBe('/open-business-document/common-development-tools/101/sign'));
    expect(hrefOf(/API test tool/)).toBe('/open-business-document/common-development-tools/101/api-test');
    expect(hrefOf(/Token query/)).toBe('/open-business-document/common-development-tools/101/token-search');
  });

  it('points to the capability centre for the tools when the unit list cannot be loaded', async () => {
    const useCases = fakeUseCases({ listClassifiedBizUnits: () => TE.left({ kind: 'Network' }) });
    await renderApp(<IsvIntroductionPage />, { useCases, path: '/isv-introduction' });
    await waitFor(() => expect(hrefOf(/Open the tools from a capability's documentation/)).toBe('/competence-center'));
    expect(screen.queryByRole('link', { name: /Signature tool/ })).toBeNull();
  });

  it('opens the console from the hero and from the entry card', async () => {
    const { user, useCases } = await renderApp(<IsvIntroductionPage />, { path: '/isv-introduction' });
    await user.click(screen.getByRole('button', { name: 'Enter the console' }));
    await user.click(screen.getByRole('button', { name: 'Open the console' }));
    await waitFor(() => expect(useCases.calls.openConsole).toHaveLength(2));
  });

  it('reads in Chinese', async () => {
    await renderApp(<IsvIntroductionPage />, { path: '/isv-introduction', locale: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('成为平台 ISV，把物流能力装进您的软件');
    expect(sectionHeadings()).toEqual(['适合哪些开发商', '您将获得', '如何加入', '从这里开始']);
    expect(hrefOf('浏览能力中心')).toBe('/competence-center');
    await waitFor(() => expect(hrefOf(/签名工具/)).toBe('/open-business-document/common-development-tools/101/sign'));
    expect(document.title).toContain('ISV');
  });
});
