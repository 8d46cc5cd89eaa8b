import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocLikeWidget } from '../../../src/ui/docs/doc-like/doc-like-widget.view';
import { WasThisHelpful } from '../../../src/ui/docs/was-this-helpful/was-this-helpful.view';
import { renderApp } from '../support/render-app';

/** The API page's prompt and a guide's like widget, as their pages mount them. */
const both = () => (
  <>
    <WasThisHelpful objId={5001} bizUnitId={101} docType="api" />
    <DocLikeWidget url="/devSupport/1" />
  </>
);

/** What a reader (and assistive technology) meets in a prompt: its role and name, and each answer's name, icon and look. */
const controlOf = (testId: string) => {
  const prompt = screen.getByTestId(testId);
  return {
    role: prompt.getAttribute('role'),
    name: prompt.getAttribute('aria-labelledby') ? document.getElementById(prompt.getAttribute('aria-labelledby') ?? '')?.textContent : undefined,
    look: prompt.className,
    answers: within(prompt)
      .getAllByRole('button')
      .map((button) => ({ name: button.textContent, icon: button.querySelector('svg[aria-hidden="true"]') !== null, look: button.className })),
  };
};

describe('"was this helpful": one design on API pages and guides', () => {
  for (const [locale, question, answers] of [
    ['en-us', 'Was this page helpful?', ['Yes', 'No']],
    ['zh-cn', '这篇文档对您有帮助吗？', ['有帮助', '没帮助']],
  ] as const) {
    it(`${locale}: the same question, answers, roles and look`, async () => {
      await renderApp(both(), { locale, path: '/devSupport/1' });
      const api = controlOf('was-this-helpful');
      const guide = controlOf('doc-like-widget');
      expect(api).toEqual(guide);
      expect(api.role).toBe('group');
      expect(api.name).toBe(question);
      expect(api.answers.map((answer) => [answer.name, answer.icon])).toEqual(answers.map((answer) => [answer, true]));
      const groups = screen.getAllByRole('group', { name: question });
      expect(groups).toEqual([screen.getByTestId('was-this-helpful'), screen.getByTestId('doc-like-widget')]);
      for (const group of groups) {
        expect(within(group).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([...answers]);
      }
    });
  }

  it('each keeps its own call: the API page answers the question, a guide posts its evaluation', async () => {
    const { user, useCases } = await renderApp(both(), { locale: 'en-us', path: '/devSupport/1' });
    await user.click(within(screen.getByTestId('doc-like-widget')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(useCases.calls.evaluateDoc).toEqual([['/devSupport/1', 'like']]));
    expect(useCases.calls.answerWasThisHelpful).toEqual([]);
    await user.click(within(screen.getByTestId('was-this-helpful')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(useCases.calls.answerWasThisHelpful).toHaveLength(1));
    expect(useCases.calls.evaluateDoc).toHaveLength(1);
  });
});
