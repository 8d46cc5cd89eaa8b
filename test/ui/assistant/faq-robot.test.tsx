import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AssistantPanel from '../../../src/ui/assistant/assistant-panel.view';
import { internationalDeployment } from '../../fakes/deployments';
import { fakeAssistant } from '../../fakes/fake-assistant';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const openRobot = async (realTime = false) => {
  const assistant = fakeAssistant({ realTime });
  const useCases = fakeUseCases({ deployment: () => internationalDeployment(), assistant: () => assistant });
  const rendered = await renderApp(<AssistantPanel open onOpenChange={() => undefined} finalFocus={() => null} />, { useCases });
  const panel = await screen.findByRole('dialog', { name: 'FAQ assistant' });
  return { ...rendered, assistant, panel, input: within(panel).getByRole('combobox', { name: 'Your question' }) };
};

const titles = (panel: HTMLElement) => within(within(panel).getByTestId('faq-candidates')).getAllByRole('button').map((button) => button.textContent);

describe('FAQ robot panel (international sites)', { timeout: 15_000 }, () => {
  it('lists candidates, shows the chosen detail sanitized, and pages by 5 wrapping to the first page', async () => {
    const { user, panel, input, assistant } = await openRobot();
    await user.type(input, '签名{Enter}');
    await waitFor(() => expect(titles(panel)).toHaveLength(5));
    expect(titles(panel)[0]).toBe('签名问题 1');
    await user.click(within(panel).getByRole('button', { name: '签名问题 2' }));
    const detail = await within(panel).findByTestId('faq-detail');
    await waitFor(() => expect(detail.textContent).toContain('详情 P2'));
    expect(detail.querySelector('script')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Show others' }));
    await waitFor(() => expect(titles(panel)).toEqual(['签名问题 6', '签名问题 7']));
    await user.click(within(panel).getByRole('button', { name: 'Show others' }));
    await waitFor(() => expect(titles(panel)[0]).toBe('签名问题 1'));
    expect(assistant.saved[0]).toMatchObject({ question: '签名', answerSource: 1 });
  });

  it('a single answer shows its detail; nothing found shows the fallback', async () => {
    const { user, panel, input } = await openRobot();
    await user.type(input, '令牌{Enter}');
    await waitFor(() => expect(within(panel).getByTestId('faq-detail').textContent).toContain('详情 T1'));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Send' })).toBeTruthy(), { timeout: 4000 });
    await user.type(input, 'zzz{Enter}');
    expect((await within(panel).findByTestId('faq-fallback')).textContent).toMatch(/nothing matched/);
  });

  it('Enter during the countdown keeps the question, says it waits, and sends it when the countdown ends (review m6)', async () => {
    const { user, panel, input, assistant } = await openRobot(true);
    await user.type(input, 'zzz{Enter}');
    await within(panel).findByRole('button', { name: 'Send (3 s)' });
    await user.type(input, '令牌{Enter}');
    expect((input as HTMLInputElement).value).toBe('令牌');
    expect(within(panel).getByRole('status').textContent).toBe('Your question will be sent when the countdown ends.');
    await waitFor(() => expect(within(panel).getAllByTestId('chat-question').map((question) => question.textContent)).toEqual(['Youzzz', 'You令牌']), { timeout: 4000 });
    expect((input as HTMLInputElement).value).toBe('');
    expect(within(panel).getByRole('status').textContent).toBe('');
    expect(assistant.saved.map((record) => record.question)).toEqual(['zzz', '令牌']);
  });

  it('a candidate of an earlier reply is answered at the end, and focus moves there (review m5)', async () => {
    const { user, panel, input } = await openRobot();
    await user.type(input, '签名{Enter}');
    await waitFor(() => expect(titles(panel)).toHaveLength(5));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Send' })).toBeTruthy(), { timeout: 4000 });
    await user.type(input, '令牌{Enter}');
    await waitFor(() => expect(within(panel).getAllByTestId('faq-detail')).toHaveLength(1));
    await user.click(within(panel).getByRole('button', { name: '签名问题 3' }));
    const answers = within(panel).getAllByTestId('chat-answer');
    const last = answers.at(-1);
    expect(answers).toHaveLength(3);
    expect(within(panel).getAllByTestId('chat-question').at(-1)?.textContent).toBe('You签名问题 3');
    await waitFor(() => expect(last?.textContent).toContain('详情 P3'));
    expect(document.activeElement).toBe(last);
    expect(last?.getAttribute('aria-live')).toBe('polite');
  });

  it('send counts down after a question', async () => {
    const { user, panel, input } = await openRobot(true);
    await user.type(input, 'zzz{Enter}');
    const countdown = await within(panel).findByRole('button', { name: 'Send (3 s)' });
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    await within(panel).findByRole('button', { name: 'Send (2 s)' }, { timeout: 1500 });
  });
});
