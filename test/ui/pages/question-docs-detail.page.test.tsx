import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { QuestionDetailPage } from '../../../src/ui/pages/question-docs/question-detail.page';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const ROUTES = ['/qs/$channelId/$questionId'];

describe('question detail (/qs/$channelId/$questionId)', () => {
  it('shows title, views, update time, the sanitized answer and breadcrumbs back to the list', async () => {
    await renderApp(<QuestionDetailPage />, { path: '/qs/access-app/Q02', routes: ROUTES });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('问题 2');
    expect(screen.getByTestId('faq-views').textContent).toBe('499 views');
    expect(screen.getByTestId('faq-updated').textContent).toBe('Updated 2026-10-10 11:00:00');
    const content = await screen.findByTestId('faq-content');
    expect(content.querySelector('h2')?.textContent).toBe('问题 2');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/question-docs', '/question/access', '/question/access-app']);
    expect(document.title).toContain('问题 2');
  });

  it('links the previous and next questions and moves to the next', async () => {
    const { user, location } = await renderApp(<QuestionDetailPage />, { path: '/qs/access-app/Q02', routes: ROUTES });
    const nav = await screen.findByRole('navigation', { name: 'Previous and next questions' });
    expect(within(nav).getByRole('link', { name: '问题 1' }).getAttribute('href')).toBe('/qs/access-app/Q01');
    await user.click(within(nav).getByRole('link', { name: '问题 3' }));
    await waitFor(() => expect(location().pathname).toBe('/qs/access-app/Q03'));
    expect(await screen.findByRole('heading', { level: 1, name: '问题 3' })).toBeTruthy();
  });

  it('the first question has no previous one (said in Chinese)', async () => {
    await renderApp(<QuestionDetailPage />, { path: '/qs/access-app/Q01', routes: ROUTES, locale: 'zh-cn' });
    const nav = await screen.findByRole('navigation', { name: '上一篇和下一篇' });
    expect(nav.textContent).toContain('没有上一篇了');
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['问题 2']);
    expect(screen.getByTestId('faq-views').textContent).toBe('500 次浏览');
  });

  it('neighbours that could not be read show as neither, and nothing else is said', async () => {
    const useCases = fakeUseCases({ faqNeighbours: () => TE.left({ kind: 'Network' }) });
    await renderApp(<QuestionDetailPage />, { path: '/qs/access-app/Q02', routes: ROUTES, useCases });
    const nav = await screen.findByRole('navigation', { name: 'Previous and next questions' });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '问题 2' })).toBeTruthy();
  });

  it('a failed detail is described in place with a way back to the list', async () => {
    const useCases = fakeUseCases({ faqProblem: () => TE.left({ kind: 'Business', code: 40400, message: '问题不存在' }) });
    await renderApp(<QuestionDetailPage />, { useCases, path: '/qs/access-app/NOPE', routes: ROUTES });
    expect((await screen.findByRole('alert')).textContent).toContain('问题不存在');
    expect(screen.getByRole('link', { name: 'Back to the question list' }).getAttribute('href')).toBe('/question/access-app');
    expect(screen.queryByRole('navigation', { name: 'Previous and next questions' })).toBeNull();
  });
});
