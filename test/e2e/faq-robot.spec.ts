import { expect, test, type Page } from './fixtures';
import { resetSandbox, signIn, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The FAQ robot of the US site, opened from the rail. */
const openRobot = async (page: Page, locale: 'en-us' | 'zh-cn') => {
  await visit(page, { site: 'us', locale });
  const english = locale === 'en-us';
  await page.getByRole('complementary', { name: english ? 'Tools' : '工具' }).getByRole('button', { name: english ? 'Assistant' : '助手', exact: true }).click();
  const panel = page.getByRole('dialog', { name: english ? 'FAQ assistant' : '常见问题助手' });
  const input = panel.getByRole('combobox', { name: english ? 'Your question' : '输入您的问题' });
  await expect(input).toBeFocused();
  return { panel, input };
};

test('English: a question asked in Chinese is answered under one English heading (review m4)', async ({ page }) => {
  const { panel, input } = await openRobot(page, 'en-us');
  await input.fill('令牌归属');
  await input.press('Enter');
  const detail = panel.getByTestId('chat-answer').last().getByTestId('faq-detail');
  await expect(detail.getByRole('heading', { name: 'How to find who a token belongs to' })).toBeVisible();
  await expect(detail).toContainText('See the matching chapter');
  await expect(detail).not.toContainText('如何查询令牌归属');
  await expect(detail.getByText('How to find who a token belongs to')).toHaveCount(1);
});

test('English: a suggestion of an earlier reply is answered at the end, in view and focused (review m5)', async ({ page }) => {
  const { panel, input } = await openRobot(page, 'en-us');
  await input.fill('signature');
  await input.press('Enter');
  const firstReply = panel.getByTestId('chat-answer').first();
  const first = firstReply.getByTestId('faq-candidates').getByRole('button').first();
  const title = (await first.textContent()) ?? '';
  await expect(panel.getByRole('button', { name: 'Send', exact: true })).toBeEnabled({ timeout: 5000 });
  await input.fill('sign');
  await input.press('Enter');
  await expect(panel.getByTestId('chat-answer')).toHaveCount(2);
  await expect(panel.getByTestId('chat-answer').last().getByTestId('faq-candidates')).toBeVisible();

  await first.click();
  const answers = panel.getByTestId('chat-answer');
  await expect(answers).toHaveCount(3);
  await expect(panel.getByTestId('chat-question').last()).toContainText(title);
  const picked = answers.last();
  await expect(picked.getByTestId('faq-detail').getByRole('heading', { name: title })).toBeInViewport();
  await expect(picked).toBeFocused();
  await expect(picked).toHaveAttribute('aria-live', 'polite');
  // The earlier reply is left as it was: no answer inserted in the history.
  await expect(firstReply.getByTestId('faq-detail')).toHaveCount(0);
});

test('English: Enter during the send countdown keeps the question, says why it waits, then sends it (review m6)', async ({ page }) => {
  const { panel, input } = await openRobot(page, 'en-us');
  await input.fill('signature');
  await input.press('Enter');
  await expect(panel.getByRole('button', { name: /^Send \(\d s\)$/ })).toBeDisabled();
  await input.fill('token');
  await input.press('Enter');
  await expect(input).toHaveValue('token');
  await expect(panel.getByRole('status').filter({ hasText: 'Your question will be sent when the countdown ends.' })).toBeVisible();
  await expect(panel.getByTestId('chat-question')).toHaveText([/signature/, /token/], { timeout: 5000 });
  await expect(input).toHaveValue('');
  await expect(panel.getByText('Your question will be sent when the countdown ends.')).toHaveCount(0);
});

test('Chinese, signed in: one Chinese heading, and the saved chat record names the user (createUser)', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  const { panel, input } = await openRobot(page, 'zh-cn');
  const saved = page.waitForRequest((request) => request.url().includes('/smartrobotrecord/saveRecord') && request.method() === 'POST');
  await input.fill('令牌归属');
  await input.press('Enter');
  const detail = panel.getByTestId('chat-answer').last().getByTestId('faq-detail');
  await expect(detail.getByRole('heading', { name: '如何查询令牌归属' })).toBeVisible();
  await expect(detail).not.toContainText('How to find who a token belongs to');
  await expect(detail.getByText('如何查询令牌归属')).toHaveCount(1);
  const body = (await saved).postDataJSON() as { question: string; createUser?: string };
  expect(body).toMatchObject({ question: '令牌归属', createUser: 'merchant.dev' });
});
