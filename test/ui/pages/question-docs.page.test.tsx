import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { QuestionDocsPage, QuestionListPage } from '../../../src/ui/pages/question-docs/question-docs.page';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const LIST_ROUTES = ['/question/$channelId'];

describe('FAQ centre (/question-docs)', () => {
  it('shows the type tree as a menu and the first type’s first 10 problems with their views', async () => {
    const { useCases } = await renderApp(<QuestionDocsPage />, { path: '/question-docs' });
    const menu = await screen.findByRole('navigation', { name: 'Question categories' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['接入与授权', '/question/access'],
      ['应用创建', '/question/access-app'],
      ['令牌与授权', '/question/access-token'],
      ['结算与发票', '/question/billing'],
    ]);
    expect(within(menu).getByRole('link', { name: '接入与授权' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(screen.getAllByTestId('faq-problem')).toHaveLength(10));
    const first = screen.getAllByTestId('faq-problem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: '问题 1' }).getAttribute('href')).toBe('/qs/access/Q01');
    expect(within(first).getByTestId('faq-views').textContent).toBe('500 views');
    expect(screen.getByTestId('faq-count').textContent).toBe('23 questions');
    expect(useCases.calls.faqProblems).toEqual([['access', 1]]);
  });

  it('pages by 10 with the page in the address; the last page has the rest', async () => {
    const { user, location, useCases } = await renderApp(<QuestionDocsPage />, { path: '/question-docs' });
    const pages = await screen.findByRole('navigation', { name: 'Question list pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toEqual({ pathname: '/question-docs', search: { page: 3 } }));
    await waitFor(() => expect(screen.getAllByTestId('faq-problem')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(useCases.calls.faqProblems.at(-1)).toEqual(['access', 3]);
  });

  it('opens a shared address on its page', async () => {
    const { useCases } = await renderApp(<QuestionDocsPage />, { path: '/question-docs?page=2' });
    await waitFor(() => expect(screen.getAllByTestId('faq-problem')[0]?.textContent).toContain('问题 11'));
    expect(useCases.calls.faqProblems).toEqual([['access', 2]]);
  });

  it('says so in place when the list fails, and retries', async () => {
    let fail = true;
    const useCases = fakeUseCases({
      faqProblems: (_type, page) => (fail ? TE.left({ kind: 'Timeout' }) : TE.right({ problems: [{ code: 'Q1', title: 'Back', views: 1 }], total: 1, page, pageCount: 1 })),
    });
    const { user } = await renderApp(<QuestionDocsPage />, { useCases, path: '/question-docs' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request timeout');
    // The menu still works.
    expect(screen.getByRole('navigation', { name: 'Question categories' })).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back' })).toBeTruthy();
  });

  it('shows an empty type plainly, in Chinese', async () => {
    const useCases = fakeUseCases({ faqProblems: (_type, page) => TE.right({ problems: [], total: 0, page, pageCount: 1 }) });
    await renderApp(<QuestionListPage />, { useCases, path: '/question/billing', routes: LIST_ROUTES, locale: 'zh-cn' });
    expect((await screen.findByTestId('faq-empty')).textContent).toBe('这个分类下还没有问题。');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('问题文档');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('结算与发票');
    expect(screen.queryByRole('navigation', { name: '问题列表分页' })).toBeNull();
  });
});

describe('one type’s list (/question/$channelId)', () => {
  it('lists the type of the address with breadcrumbs back to the centre', async () => {
    const { useCases } = await renderApp(<QuestionListPage />, { path: '/question/access-token?page=2', routes: LIST_ROUTES });
    await waitFor(() => expect(screen.getAllByTestId('faq-problem')).toHaveLength(10));
    expect(useCases.calls.faqProblems).toEqual([['access-token', 2]]);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/question-docs', '/question/access']);
    expect(within(screen.getByRole('navigation', { name: 'Question categories' })).getByRole('link', { name: '令牌与授权' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByTestId('faq-problem')[0]?.querySelector('a')?.getAttribute('href')).toBe('/qs/access-token/Q11');
  });

  it('an unknown type says so instead of an empty list', async () => {
    await renderApp(<QuestionListPage />, { path: '/question/nope', routes: LIST_ROUTES });
    expect((await screen.findByRole('alert')).textContent).toBe('This question category was not found.');
    expect(screen.queryAllByTestId('faq-problem')).toEqual([]);
  });
});
