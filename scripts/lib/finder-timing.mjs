/* global document, window, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// The finder's speed as a reader feels it (npm run bench, section 4), in one headless Chromium against the sandbox:
//   - first use: Ctrl+K → the finder's input has focus (its code and strings load on this first use);
//   - suggestions: the last keystroke of the words → the suggestions for those words painted (debounce, the sandbox's
//     search call, ranking and rendering), the finder already open.
import { median } from './preview.mjs';

/** The time from the last keydown to the frame that first shows the counted suggestions (read after that frame). */
const untilSuggestionsPainted = () =>
  new Promise((resolve) => {
    const check = () => {
      const status = document.querySelector('[data-testid="finder"] [role="status"]');
      if (/\d+ suggestions?/.test(status?.textContent ?? '')) setTimeout(() => resolve(performance.now() - window.__finderLastKey), 0);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });

export const measureFinder = async (browser, origin, { runs, words }) => {
  const firstUse = [];
  const suggestions = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      localStorage.setItem('lcp.locale', 'en-us');
      document.addEventListener('keydown', () => (window.__finderLastKey = performance.now()), true);
    });
    const page = await context.newPage();
    await page.goto(`${origin}/?variant=external#/home`);
    await page.getByRole('banner').waitFor();
    await page.waitForLoadState('networkidle');
    const opened = Date.now();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    firstUse.push(Date.now() - opened);
    const painted = page.evaluate(untilSuggestionsPainted);
    await page.keyboard.type(words);
    suggestions.push(await painted);
    await context.close();
  }
  return { firstUseMs: median(firstUse), suggestionsMs: median(suggestions), words };
};
