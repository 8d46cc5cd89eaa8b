import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRouterState } from '@tanstack/react-router';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { Vote } from '../../../src/domain/evaluation/doc-evaluation';
import type { AppError } from '../../../src/application/errors/app-error';
import type { Locale } from '../../../src/domain/deployment/deployment';
import { DocLikeWidget } from '../../../src/ui/docs/doc-like/doc-like-widget.view';
import { internalDeployment } from '../../fakes/deployments';
import { fakeUseCases, type FakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

/** The widget as a document page mounts it: keyed to the current address. */
const OnPage = () => {
  const href = useRouterState({ select: (state) => state.location.href });
  return <DocLikeWidget url={href} />;
};

const tooFrequent: AppError = { kind: 'Business', code: 40029, message: 'Operation too frequent' };

/** evaluateDoc answers that the test releases one by one. */
const heldEvaluations = () => {
  const pending: { vote: Vote; answer: (result: E.Either<AppError, void>) => void }[] = [];
  const evaluateDoc = (_url: string, vote: Vote): TaskEither<AppError, void> => () =>
    new Promise((resolve) => pending.push({ vote, answer: resolve }));
  return { pending, evaluateDoc };
};

const setup = async (options: { useCases?: FakeUseCases; locale?: Locale; path?: string } = {}) => {
  const app = await renderApp(<OnPage />, { locale: 'en-us', path: '/devSupport/1', ...options });
  const group = screen.getByRole('group', { name: options.locale === 'zh-cn' ? '这篇文档对您有帮助吗？' : 'Was this page helpful?' });
  /** `hidden`: also while the modal dialog hides the page from assistive technology. */
  const button = (name: string, hidden = false) => within(group).getByRole('button', { name, hidden });
  return { ...app, group, button };
};

const pressed = (element: HTMLElement) => element.getAttribute('aria-pressed');
const toasts = (useCases: FakeUseCases) => useCases.notifications().get().toasts.map((toast) => ({ status: toast.status, message: toast.message }));

describe('DocLikeWidget', () => {
  it('like and dislike are exclusive toggles, each posting the evaluation', async () => {
    const { user, button, useCases } = await setup();
    const [like, dislike] = [button('Yes'), button('No')];
    expect([pressed(like), pressed(dislike)]).toEqual(['false', 'false']);

    await user.click(like);
    await waitFor(() => expect(useCases.calls.evaluateDoc).toEqual([['/devSupport/1', 'like']]));
    expect([pressed(like), pressed(dislike)]).toEqual(['true', 'false']);

    await user.click(dislike);
    await waitFor(() => expect(useCases.calls.evaluateDoc.at(-1)).toEqual(['/devSupport/1', 'dislike']));
    expect([pressed(like), pressed(dislike)]).toEqual(['false', 'true']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(dislike);
    await waitFor(() => expect(useCases.calls.evaluateDoc.at(-1)).toEqual(['/devSupport/1', 'none']));
    expect([pressed(like), pressed(dislike)]).toEqual(['false', 'false']);
  });

  it('resets when the page address changes', async () => {
    const { user, button, router, useCases } = await setup();
    await user.click(button('Yes'));
    await waitFor(() => expect(useCases.calls.evaluateDoc).toHaveLength(1));
    expect(pressed(button('Yes'))).toBe('true');
    await act(() => router.navigate({ to: '/devSupport/2' }));
    await waitFor(() => expect(pressed(button('Yes'))).toBe('false'));
    await user.click(button('Yes'));
    await waitFor(() => expect(useCases.calls.evaluateDoc.at(-1)).toEqual(['/devSupport/2', 'like']));
  });

  it('sends one request at a time, the latest intent last, and rolls back on failure', async () => {
    const held = heldEvaluations();
    const useCases = fakeUseCases({ evaluateDoc: held.evaluateDoc, deployment: () => internalDeployment });
    const { user, button } = await setup({ useCases });
    const like = button('Yes');
    await user.click(like);
    await user.click(like);
    await user.click(like);
    expect(pressed(like)).toBe('true');
    expect(held.pending.map((request) => request.vote)).toEqual(['like']);

    await act(() => Promise.resolve(held.pending[0]?.answer(E.right(undefined))));
    expect(held.pending.map((request) => request.vote)).toEqual(['like']);
    expect(pressed(like)).toBe('true');

    await user.click(like);
    expect(pressed(like)).toBe('false');
    expect(held.pending.map((request) => request.vote)).toEqual(['like', 'none']);
    await act(() => Promise.resolve(held.pending[1]?.answer(E.left({ kind: 'Network' }))));
    // The server still says like.
    expect(pressed(like)).toBe('true');
    expect(toasts(useCases)).toEqual([{ status: 'error', message: { key: 'feedback.voteFailed' } }]);
  });

  it('warns that the operation is too frequent on the external variant', async () => {
    const useCases = fakeUseCases({ evaluateDoc: () => TE.left(tooFrequent) });
    const { user, button } = await setup({ useCases });
    await user.click(button('Yes'));
    await waitFor(() => expect(toasts(useCases)).toEqual([{ status: 'warning', message: { key: 'feedback.tooFrequent' } }]));
    expect(pressed(button('Yes'))).toBe('false');
  });

  it('does not show the too-frequent warning on the internal (ERP) variant', async () => {
    const useCases = fakeUseCases({ evaluateDoc: () => TE.left(tooFrequent), deployment: () => internalDeployment });
    const { user, button } = await setup({ useCases });
    await user.click(button('Yes'));
    await waitFor(() => expect(pressed(button('Yes'))).toBe('false'));
    expect(toasts(useCases).map((toast) => toast.message)).toEqual([{ key: 'feedback.voteFailed' }]);
  });

  it('dislike opens the feedback form; a reason is required; the feedback is sent', async () => {
    const { user, button, useCases } = await setup();
    await user.click(button('No'));
    const dialog = await screen.findByRole('dialog', { name: 'Tell us what went wrong' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(5);

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByTestId('reason-error').textContent).toBe('Please choose a problem');
    expect(useCases.calls.submitDocFeedback).toHaveLength(0);

    await user.click(within(dialog).getByText('Not updated in time'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Old sample');
    expect(within(dialog).getByTestId('description-count').textContent).toBe('10/150');
    expect(within(dialog).getByRole('textbox', { name: 'Description' }).getAttribute('maxlength')).toBe('150');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(useCases.calls.submitDocFeedback).toEqual([['/devSupport/1', { reason: 'notUpdated', description: 'Old sample' }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pressed(button('No'))).toBe('true');
    expect(toasts(useCases)).toEqual([{ status: 'success', message: { key: 'feedback.thanks' } }]);
    await waitFor(() => expect(document.activeElement).toBe(button('No')));
  });

  it('refuses a screenshot that is not an image or too large before any upload', async () => {
    const { user, button, useCases } = await setup();
    await user.click(button('No'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Screenshot (optional)');

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(within(dialog).getByTestId('screenshot-error').textContent).toBe('Please choose an image (PNG, JPEG, GIF or WebP)');

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(dialog).getByTestId('screenshot-error').textContent).toBe('The image must be at most 5 MB');

    const shot = new File(['x'], 'ok.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [shot] } });
    expect(within(dialog).queryByTestId('screenshot-error')).toBeNull();
    await user.click(within(dialog).getByText('Poor visual experience'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(useCases.calls.submitDocFeedback).toEqual([['/devSupport/1', { reason: 'poorVisual', description: '', screenshot: shot }]]));
  });

  it('keeps what was typed when the submission fails, and warns on external', async () => {
    const useCases = fakeUseCases({ submitDocFeedback: () => TE.left(tooFrequent) });
    const { user, button } = await setup({ useCases });
    await user.click(button('No'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Incorrect content'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Wrong field');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(within(dialog).getByTestId('feedback-failed').textContent).toContain('Your feedback could not be sent'));
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe('Wrong field');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Incorrect content' }).checked).toBe(true);
    expect(toasts(useCases)).toEqual([{ status: 'warning', message: { key: 'feedback.tooFrequent' } }]);
    // The toggle posted the dislike before: the server-confirmed state stays a dislike.
    expect(pressed(button('No', true))).toBe('true');
  });

  it('speaks Chinese in zh-cn, with the spec reason message', async () => {
    const { user, button, i18n } = await setup({ locale: 'zh-cn' });
    expect(button('有帮助')).toBeTruthy();
    await user.click(button('没帮助'));
    const dialog = await screen.findByRole('dialog', { name: '请告诉我们问题所在' });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '内容不详细',
      '内容更新不及时',
      '内容有误',
      '视觉体验差',
      '其他',
    ]);
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByTestId('reason-error').textContent).toBe('请选问题原因');
    expect(i18n.t('feedback.tooFrequent')).toBe('操作过于频繁，请稍后再试');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button('没帮助'));
  });

  it('is reachable by keyboard', async () => {
    const { user, button } = await setup();
    await user.tab();
    expect(document.activeElement).toBe(button('Yes'));
    await user.keyboard('{Enter}');
    expect(pressed(button('Yes'))).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(button('No'));
  });
});
