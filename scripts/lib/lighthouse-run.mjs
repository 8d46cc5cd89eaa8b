// The Lighthouse part of `npm run bench`: Lighthouse 12 (programmatic) on the Chromium the bench already runs,
// reached through its remote debugging port. Mobile is Lighthouse's default config; desktop its desktop preset.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Scores (0–100) of one run, and the audits that cost points (for the report when a budget is missed). */
export const runLighthouse = async (url, { port, preset }) => {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const { lhr } = result;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ({ category: id, id: ref.id, title: lhr.audits[ref.id]?.title ?? ref.id, displayValue: lhr.audits[ref.id]?.displayValue })),
  );
  const metrics = Object.fromEntries(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [id, lhr.audits[id]?.numericValue]),
  );
  return { scores, failing, metrics };
};
