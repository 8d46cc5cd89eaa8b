import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, signIn, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const openAssistant = async (page: Page, options: { site?: 'us'; name?: string } = {}) => {
  await visit(page, { locale: 'en-us', ...(options.site ? { site: options.site } : {}) });
  const button = page.getByRole('complementary', { name: 'Tools' }).getByRole('button', { name: 'Assistant', exact: true });
  await button.click();
  const panel = page.getByRole('dialog', { name: options.name ?? 'AI assistant' });
  await expect(panel).toBeVisible();
  const input = panel.getByRole('combobox', { name: 'Your question' });
  await expect(input).toBeFocused();
  return { button, panel, input };
};

test('the AI chat: introduction, an answer that grows as it streams, then rating it; axe with the panel open', async ({ page }) => {
  const { button, panel, input } = await openAssistant(page);
  await expect(panel.getByTestId('assistant-intro')).toContainText('open platform assistant');
  await expectNoSeriousA11yViolations(page);

  await input.fill('How is the signature made?');
  await input.press('Enter');
  await expect(input).toBeDisabled();
  const answer = panel.getByTestId('chat-answer').last();
  await expect(answer).toHaveAttribute('aria-live', 'polite');
  // Sample the answer while it streams: it is seen at several lengths before it is complete.
  const lengths = new Set<number>();
  while (!(await answer.getByTestId('answer-feedback').isVisible())) {
    lengths.add(((await answer.textContent()) ?? '').length);
    await page.waitForTimeout(150);
  }
  expect(lengths.size).toBeGreaterThan(3);
  await expect(answer).toContainText('md5-salt');
  await expect(input).toBeEnabled();

  // Like toggles; a dislike needs a reason, then both are blocked.
  const like = answer.getByRole('button', { name: 'Helpful', exact: true });
  const dislike = answer.getByRole('button', { name: 'Not helpful' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await dislike.click();
  const reasons = page.getByRole('dialog', { name: 'Tell us what went wrong' });
  await reasons.getByRole('button', { name: 'Submit' }).click();
  await expect(reasons.getByRole('alert')).toHaveText('Please choose a reason');
  await expectNoSeriousA11yViolations(page);
  await reasons.getByText('Not detailed enough').click();
  await reasons.getByRole('button', { name: 'Submit' }).click();
  await expect(reasons).toBeHidden();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(dislike).toHaveAttribute('aria-disabled', 'true');
  await expect(like).toHaveAttribute('aria-disabled', 'true');
  // The blocked toggles stay focusable but change nothing.
  await dislike.click({ force: true });
  await like.click({ force: true });
  await expect(reasons).toBeHidden();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');

  // Escape closes the panel and focus returns to the floating button.
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test('a second answer is disliked with a reason and a text', async ({ page }) => {
  const { panel, input } = await openAssistant(page);
  await input.fill('What does error 1001 mean?');
  await input.press('Enter');
  const answer = panel.getByTestId('chat-answer').last();
  await expect(answer.getByTestId('answer-feedback')).toBeVisible({ timeout: 15_000 });
  await answer.getByRole('button', { name: 'Not helpful' }).click();
  const reasons = page.getByRole('dialog', { name: 'Tell us what went wrong' });
  await reasons.getByText('Wrong content').click();
  await reasons.getByRole('textbox', { name: 'More details (optional)' }).fill('The code is wrong');
  await reasons.getByRole('button', { name: 'Submit' }).click();
  await expect(reasons).toBeHidden();
  await expect(answer.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-disabled', 'true');
});

test('stop ends a slow answer at once, and no later poll changes it', async ({ page }) => {
  const { panel, input } = await openAssistant(page);
  await input.fill('a slow question');
  await input.press('Enter');
  const answer = panel.getByTestId('chat-answer').last();
  await expect(answer).toContainText('slow', { timeout: 5000 });
  await panel.getByRole('button', { name: 'Stop answering' }).click();
  await expect(answer.getByTestId('answer-notice')).toHaveText('You stopped this answer.');
  const stoppedAt = await answer.textContent();
  await page.waitForTimeout(1000);
  await expect(answer).toHaveText(stoppedAt ?? '');
  await expect(input).toBeEnabled();
});

test('a failing answer shows the timeout message', async ({ page }) => {
  const { panel, input } = await openAssistant(page);
  await input.fill('this will timeout');
  await input.press('Enter');
  await expect(panel.getByTestId('chat-answer').last().getByTestId('answer-notice')).toHaveText('The connection timed out. Please ask again.');
  await expect(input).toBeEnabled();
});

test('at most 200 characters: the message shows and what was typed is kept', async ({ page }) => {
  const { panel, input } = await openAssistant(page);
  await input.fill('x'.repeat(201));
  await expect(panel.getByRole('alert').filter({ hasText: 'At most 200 characters' })).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue('x'.repeat(201));
  await expect(panel.getByTestId('chat-question')).toHaveCount(0);
  await input.press('Backspace');
  await expect(panel.getByText('At most 200 characters')).toHaveCount(0);
});

test('the FAQ robot on an international site: countdown after asking, candidates paged by 5 wrapping to the first', async ({ page }) => {
  const { panel, input } = await openAssistant(page, { site: 'us', name: 'FAQ assistant' });
  await input.fill('签名');
  await input.press('Enter');
  await expect(panel.getByRole('button', { name: 'Send (3 s)' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Send (1 s)' })).toBeDisabled({ timeout: 3000 });
  await expect(panel.getByRole('button', { name: 'Send', exact: true })).toBeEnabled({ timeout: 3000 });

  const candidates = panel.getByTestId('faq-candidates').getByRole('button');
  await expect(candidates).toHaveCount(5);
  const first = await candidates.first().textContent();
  await panel.getByRole('button', { name: 'Show others' }).click();
  await expect(candidates).toHaveCount(2);
  await panel.getByRole('button', { name: 'Show others' }).click();
  await expect(candidates).toHaveCount(5);
  await expect(candidates.first()).toHaveText(first ?? '');

  await candidates.first().click();
  await expect(panel.getByTestId('faq-detail').locator('h2').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a signed-in user: the new-message count, and after a reload the earlier answer as history above the divider', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  const { panel, input } = await openAssistant(page);
  await expect(panel.getByTestId('assistant-new-messages')).toHaveText('12 new messages');
  await expect(panel.getByTestId('no-more-history')).toBeVisible();
  await input.fill('Where do I download the SDK?');
  await input.press('Enter');
  await expect(panel.getByTestId('chat-answer').last().getByTestId('answer-feedback')).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await page.getByRole('complementary', { name: 'Tools' }).getByRole('button', { name: 'Assistant', exact: true }).click();
  const reopened = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(reopened.getByTestId('chat-question').first()).toHaveText(/Where do I download the SDK\?/);
  await expect(reopened.getByTestId('no-more-history')).toBeVisible();
});

test('Escape closes the suggestions first, then the panel, and focus returns to the button', async ({ page }) => {
  const { button, panel, input } = await openAssistant(page);
  await input.fill('signature');
  const suggestions = panel.getByRole('listbox');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await input.press('Escape');
  await expect(suggestions).toHaveCount(0);
  await expect(panel).toBeVisible();
  await expect(input).toHaveValue('signature');
  await input.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});
