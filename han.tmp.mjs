import { chromium } from '@playwright/test';
const routes = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const r of routes) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
  await page.goto('http://127.0.0.1:4185/' + r);
  await page.waitForTimeout(2500);
  const han = await page.evaluate(() => {
    const out = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) { const t = walker.currentNode.textContent.trim(); if (/[\u3400-\u9fff]/.test(t)) out.add(t.slice(0, 80)); }
    return [...out];
  });
  console.log('==', r, await page.title(), '\n  ', han.slice(0, 15).join('\n   '));
  await page.close();
}
await browser.close();
