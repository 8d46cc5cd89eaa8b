import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { HelpfulAnswer } from '../../../src/domain/evaluation/was-this-helpful';
import type { AppError } from '../../../src/application/errors/app-error';
import { toHelpfulQuestion } from '../../../src/application/use-cases/was-this-helpful.use-case';
import type { SubmitQuestionRequestDto } from '../../../src/infrastructure/dto/evaluation.dto';
import { toSubmitQuestionRequest } from '../../../src/infrastructure/gateways/http-evaluation.gateway';
import { ApiDocPage } from '../../../src/ui/docs/api-doc/api-doc.page';
import { fakeUseCases, signedInSession } from '../../fakes/fake-use-cases';
import { sampleApiDoc } from '../../fakes/sample-docs';
import { renderApp } from '../support/render-app';

const ROUTE = '/open-business-document/api-doc/$unitId/$docId';

/**
 * The API doc page with a recording answerWasThisHelpful: each answer is kept as the body the gateway would post
 * (the real use case and gateway mapping), and fails while `failing` holds an error.
 */
const open = async (options: { locale?: 'zh-cn' | 'en-us'; signedIn?: boolean } = {}) => {
  const bodies: SubmitQuestionRequestDto[] = [];
  const control: { failing?: AppError } = {};
  const session = options.signedIn ? signedInSession() : undefined;
  const useCases = fakeUseCases({
    apiDoc: (id) => TE.right({ ...sampleApiDoc, id }),
    answerWasThisHelpful: (answer: HelpfulAnswer) => {
      bodies.push(toSubmitQuestionRequest(toHelpfulQuestion(answer)));
      return control.failing ? TE.left(control.failing) : TE.right(undefined);
    },
    ...(session ? { session: () => session } : {}),
  });
  const app = await renderApp(<ApiDocPage />, { useCases, locale: options.locale ?? 'en-us', routes: [ROUTE], path: '/open-business-document/api-doc/101/5001' });
  await screen.findByRole('heading', { level: 1 });
  return { ...app, bodies, control };
};

const prompts = () => screen.getAllByTestId('was-this-helpful');
const top = () => prompts()[0] as HTMLElement;
const bottom = () => prompts()[1] as HTMLElement;

// The whole API page renders in each test: more than the default 5 s when the machine is busy.
describe('API doc page: was this helpful', { timeout: 15_000 }, () => {
  it('shows the prompt under the overview and at the bottom', async () => {
    await open();
    expect(prompts()).toHaveLength(2);
    const overview = screen.getByRole('heading', { level: 1 });
    expect(overview.compareDocumentPosition(top()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(top().compareDocumentPosition(screen.getByRole('table', { name: 'Request parameters' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Response parameters' }).compareDocumentPosition(bottom()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('group', { name: 'Was this page helpful?' })).toEqual(prompts());
  });

  it("'Yes' posts at once (whetherHelp 1, the API, its business unit, docTypeMain 1) and thanks in place of both prompts", async () => {
    const { user, bodies } = await open();
    await user.click(within(top()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(top().textContent).toBe('Thank you for your feedback!'));
    expect(bodies).toEqual([{ objId: 5001, whetherHelp: 1, docTypeMain: 1, bizUnitId: 101 }]);
    expect(bottom().textContent).toBe('Thank you for your feedback!');
    expect(screen.queryAllByRole('button', { name: 'Yes' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'No' })).toHaveLength(0);
    expect(document.activeElement).toBe(within(top()).getByTestId('helpful-thanks'));
  });

  it('sends the signed-in user as createUser', async () => {
    const { user, bodies } = await open({ signedIn: true });
    await user.click(within(bottom()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(bodies).toEqual([{ objId: 5001, whetherHelp: 1, docTypeMain: 1, bizUnitId: 101, createUser: 'pin-1' }]));
  });

  it("'No' asks for a reason: labelled choices, focus on the first, a message when missing and nothing sent", async () => {
    const { user, bodies } = await open();
    await user.click(within(bottom()).getByRole('button', { name: 'No' }));
    const group = await within(bottom()).findByRole('radiogroup', { name: 'What was the problem? (required)' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Not detailed enough',
      'Not up to date',
      'Incorrect content',
      'Hard to read',
      'Other',
    ]);
    expect(document.activeElement).toBe(within(group).getAllByRole('radio')[0]);
    expect(within(bottom()).getByRole('button', { name: 'No' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(top()).queryByRole('radiogroup')).toBeNull();

    await user.click(within(bottom()).getByRole('button', { name: 'Submit' }));
    expect(within(bottom()).getByRole('alert').textContent).toBe('Please choose a reason');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: 'Incorrect content' }));
    expect(within(bottom()).queryByRole('alert')).toBeNull();
  });

  it("'No' posts the cause and the trimmed text, then thanks in place of both prompts", async () => {
    const { user, bodies } = await open();
    await user.click(within(bottom()).getByRole('button', { name: 'No' }));
    // The form's code comes with the first 'No' on the page (findBy: it may still be arriving).
    await user.click(await within(bottom()).findByRole('radio', { name: 'Incorrect content' }));
    const text = within(bottom()).getByRole('textbox', { name: 'Tell us more (optional)' });
    expect(text.getAttribute('maxlength')).toBe('150');
    await user.type(text, ' sample wrong ');
    expect(within(bottom()).getByTestId('helpful-count').textContent).toBe('14/150 At most 150 characters');
    await user.click(within(bottom()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bottom().textContent).toBe('Thank you for your feedback!'));
    expect(bodies).toEqual([{ objId: 5001, whetherHelp: 0, docTypeMain: 1, bizUnitId: 101, questionCause: 3, questionDesc: 'sample wrong' }]);
    expect(top().textContent).toBe('Thank you for your feedback!');
  });

  it('a failure shows an error and keeps the reason and the text; a retry succeeds', async () => {
    const { user, bodies, control } = await open();
    control.failing = { kind: 'Business', code: 50000, message: 'boom' };
    await user.click(within(top()).getByRole('button', { name: 'No' }));
    await user.click(await within(top()).findByRole('radio', { name: 'Other' }));
    await user.type(within(top()).getByRole('textbox', { name: 'Tell us more (optional)' }), 'missing samples');
    await user.click(within(top()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(top()).getByTestId('helpful-failed').textContent).toBe('Your answer could not be sent. Please try again later.'));
    expect(within(top()).getByRole<HTMLTextAreaElement>('textbox').value).toBe('missing samples');
    expect(within(top()).getByRole<HTMLInputElement>('radio', { name: 'Other' }).checked).toBe(true);
    expect(within(bottom()).getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.queryAllByTestId('helpful-thanks')).toHaveLength(0);

    delete control.failing;
    await user.click(within(top()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByTestId('helpful-thanks')).toHaveLength(2));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ objId: 5001, whetherHelp: 0, docTypeMain: 1, bizUnitId: 101, questionCause: 5, questionDesc: 'missing samples' });
  });

  it("a failed 'Yes' shows the error and keeps the buttons", async () => {
    const { user, control } = await open();
    control.failing = { kind: 'Network' };
    await user.click(within(top()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(top()).getByTestId('helpful-failed').textContent).toBe('Your answer could not be sent. Please try again later.'));
    expect(within(top()).getByRole<HTMLButtonElement>('button', { name: 'Yes' }).disabled).toBe(false);
    expect(within(bottom()).queryByTestId('helpful-failed')).toBeNull();
  });

  it('asks again on another API', async () => {
    const { user, router } = await open();
    await user.click(within(top()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getAllByTestId('helpful-thanks')).toHaveLength(2));
    await router.navigate({ to: '/open-business-document/api-doc/101/5002' });
    await waitFor(() => expect(within(top()).getByRole('button', { name: 'Yes' })).toBeTruthy());
    expect(within(bottom()).getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.queryAllByTestId('helpful-thanks')).toHaveLength(0);
    await router.navigate({ to: '/open-business-document/api-doc/101/5001' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy());
    expect(screen.getAllByRole('button', { name: 'Yes' })).toHaveLength(2);
  });

  it('in Chinese', async () => {
    const { user, bodies } = await open({ locale: 'zh-cn' });
    expect(screen.getAllByRole('group', { name: '这篇文档对您有帮助吗？' })).toEqual(prompts());
    await user.click(within(top()).getByRole('button', { name: '没帮助' }));
    const group = await within(top()).findByRole('radiogroup', { name: '问题原因（必选）' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['内容不详细', '内容更新不及时', '内容有误', '视觉体验差', '其他']);
    await user.click(within(top()).getByRole('button', { name: '提交' }));
    expect(within(top()).getByRole('alert').textContent).toBe('请选问题原因');
    expect(within(top()).getByTestId('helpful-count').textContent).toBe('0/150 最多输入150字');
    await user.click(within(group).getByRole('radio', { name: '内容不详细' }));
    await user.click(within(top()).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getAllByTestId('helpful-thanks').map((thanks) => thanks.textContent)).toEqual(['感谢您的反馈！', '感谢您的反馈！']));
    expect(bodies).toEqual([{ objId: 5001, whetherHelp: 0, docTypeMain: 1, bizUnitId: 101, questionCause: 1 }]);
  });
});
