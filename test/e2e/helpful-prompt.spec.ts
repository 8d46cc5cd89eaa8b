import { expect, test, type Page } from './fixtures';
import { resetSandbox, visit } from './portal';

const API = '/open-business-document/api-doc/101/10001';
const GUIDE = '/open-business-document/access-guide/101';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The prompt's question (the group's name), its answers and how the box and the answers are drawn. */
const promptOf = async (page: Page, testId: string, question: string) => {
  const prompt = page.getByTestId(testId).first();
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('group', { name: question }).first()).toBeVisible();
  return prompt.evaluate((box) => {
    const style = (element: Element) => {
      const computed = getComputedStyle(element);
      return [computed.borderTopWidth, computed.borderTopStyle, computed.borderRadius, computed.backgroundColor, computed.color, computed.fontSize].join(' ');
    };
    return {
      role: box.getAttribute('role'),
      box: style(box),
      answers: [...box.querySelectorAll('button')].map((button) => ({ text: button.textContent, icon: button.querySelector('svg') !== null, look: style(button) })),
    };
  });
};

for (const [locale, question, answers] of [
  ['en-us', 'Was this page helpful?', ['Yes', 'No']],
  ['zh-cn', '这篇文档对您有帮助吗？', ['有帮助', '没帮助']],
] as const) {
  test(`${locale}: an API page and a guide ask "was this helpful" with the same control`, async ({ page }) => {
    await visit(page, { variant: 'external', locale, route: API });
    const onApi = await promptOf(page, 'was-this-helpful', question);
    await visit(page, { variant: 'external', locale, route: GUIDE });
    const onGuide = await promptOf(page, 'doc-like-widget', question);
    expect(onGuide).toEqual(onApi);
    expect(onApi.role).toBe('group');
    expect(onApi.answers.map((answer) => answer.text)).toEqual([...answers]);
  });
}
