import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AssistantPanel from '../../../src/ui/assistant/assistant-panel.view';
import { fakeAssistant } from '../../fakes/fake-assistant';
import { fakeUseCases, signedInSession } from '../../fakes/fake-use-cases';
import * as TE from 'fp-ts/TaskEither';
import { renderApp } from '../support/render-app';

const openPanel = async (options: { assistant?: ReturnType<typeof fakeAssistant>; signedIn?: boolean; unread?: number } = {}) => {
  const assistant = options.assistant ?? fakeAssistant();
  const useCases = fakeUseCases({
    assistant: () => assistant,
    ...(options.signedIn ? { session: () => signedInSession({ name: 'Dev' }) } : {}),
    ...(options.unread === undefined ? {} : { unreadWorkOrderCount: () => TE.right(options.unread ?? 0) }),
  });
  const rendered = await renderApp(<AssistantPanel open onOpenChange={() => undefined} finalFocus={() => null} />, { useCases });
  const panel = await screen.findByRole('dialog', { name: 'AI assistant' });
  return { ...rendered, assistant, panel, input: within(panel).getByRole('combobox', { name: 'Your question' }) };
};

describe('AI chat panel', () => {
  it('shows the introduction; a related question asks it and the markdown answer is rendered', async () => {
    const { user, panel, assistant } = await openPanel();
    expect(await within(panel).findByText('您好，我是智能助手。')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: '如何创建应用？' }));
    const answer = await within(panel).findByTestId('chat-answer');
    await waitFor(() => expect(answer.querySelector('strong')?.textContent).toBe('答案'));
    expect(answer.getAttribute('aria-live')).toBe('polite');
    expect(assistant.asked).toEqual(['如何创建应用？']);
    await waitFor(() => expect(assistant.saved).toEqual([expect.objectContaining({ question: '如何创建应用？', answerSource: 4, remarkStatus: 0 })]));
  });

  it('ignores blank questions, refuses more than 200 characters with the message and keeps what was typed', async () => {
    const { user, panel, input, assistant } = await openPanel();
    await user.type(input, '   {Enter}');
    expect(within(panel).queryByTestId('chat-question')).toBeNull();
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(201));
    expect(within(panel).getByRole('alert').textContent).toBe('At most 200 characters');
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toHaveLength(201);
    expect(assistant.asked).toEqual([]);
  });

  it('offers suggestions as a listbox reachable with the arrow keys', async () => {
    const { user, panel, input, assistant } = await openPanel();
    await user.type(input, '签名');
    const list = await within(panel).findByRole('listbox', {}, { timeout: 2000 });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['签名校验失败怎么办？']);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(assistant.asked).toEqual(['签名校验失败怎么办？']));
  });

  it('disables the input while answering and stops at once with the stopped notice', async () => {
    const { user, panel, input } = await openPanel();
    await user.type(input, 'slow question{Enter}');
    const stop = await within(panel).findByRole('button', { name: 'Stop answering' });
    expect((input as HTMLInputElement).disabled).toBe(true);
    await user.click(stop);
    expect((await within(panel).findByTestId('answer-notice')).textContent).toBe('You stopped this answer.');
    expect((input as HTMLInputElement).disabled).toBe(false);
    expect(within(panel).queryByRole('button', { name: 'Stop answering' })).toBeNull();
  });

  it('a page change stops the answer in progress', async () => {
    const { user, panel, input, router } = await openPanel();
    await user.type(input, 'slow question{Enter}');
    await within(panel).findByRole('button', { name: 'Stop answering' });
    await act(() => router.navigate({ to: '/docs' }));
    expect((await within(panel).findByTestId('answer-notice')).textContent).toBe('Answer interrupted: closing the panel or leaving the page stops it. Please ask again.');
  });

  it('a failed answer shows the timeout message', async () => {
    const { user, panel, input } = await openPanel();
    await user.type(input, 'timeout please{Enter}');
    expect((await within(panel).findByTestId('answer-notice')).textContent).toBe('The connection timed out. Please ask again.');
  });

  it('like toggles; dislike needs a reason, then blocks like and dislike', async () => {
    const { user, panel, input, assistant } = await openPanel();
    await user.type(input, 'hello{Enter}');
    const like = await within(panel).findByRole('button', { name: 'Helpful' });
    await user.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await user.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await user.click(within(panel).getByRole('button', { name: 'Not helpful' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell us what went wrong' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a reason');
    await user.click(within(dialog).getByText('Wrong content'));
    await user.type(within(dialog).getByRole('textbox', { name: 'More details (optional)' }), 'typo');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tell us what went wrong' })).toBeNull());
    expect(like.getAttribute('aria-disabled')).toBe('true');
    expect(within(panel).getByRole('button', { name: 'Not helpful' }).getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(assistant.saved.map((record) => record.remarkStatus)).toEqual([0, 1, 0, 2]));
    expect(assistant.saved.at(-1)).toMatchObject({ remarkReason: 6, remarkDetail: 'typo', answerSource: 1 });
  });

  it('for a signed-in user: history above the no-more-history divider and the new-message count', async () => {
    const history = [{ bizId: 'H1', question: '旧问题', answerDetail: '旧答案', answerSource: 4 as const, remarkStatus: 1 as const }];
    const { panel } = await openPanel({ assistant: fakeAssistant({ history }), signedIn: true, unread: 3 });
    expect(await within(panel).findByText('旧问题')).toBeTruthy();
    expect(within(panel).getByTestId('no-more-history').textContent).toContain('No more history');
    expect((await within(panel).findByTestId('assistant-new-messages')).textContent).toBe('3 new messages');
  });

  it('a visitor gets no history and no count', async () => {
    const assistant = fakeAssistant({ history: [{ bizId: 'H1', question: '旧问题', answerDetail: 'a', answerSource: 4, remarkStatus: 0 }] });
    const { panel } = await openPanel({ assistant, unread: 3 });
    await within(panel).findByTestId('assistant-intro');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(within(panel).queryByText('旧问题')).toBeNull();
    expect(within(panel).queryByTestId('assistant-new-messages')).toBeNull();
  });
});
