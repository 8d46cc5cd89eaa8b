import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { FINDING_TITLES, WALK_OUTPUT, type FindingKind, type PageResult, type WalkRun, type WalkSummary } from './walk-result';

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

const html = (pages: readonly PageResult[], summary: WalkSummary, broken: readonly string[]) => {
  const byKind = new Map<FindingKind, number>();
  for (const page of pages) for (const finding of page.findings) byKind.set(finding.kind, (byKind.get(finding.kind) ?? 0) + 1);
  const rows = [...pages]
    .sort((a, b) => Number(b.findings.length > 0) - Number(a.findings.length > 0))
    .map((page) => {
      const shot = page.screenshot ? relative(WALK_OUTPUT, page.screenshot) : undefined;
      const findings = page.findings.map((finding) => `<li><b>${escape(FINDING_TITLES[finding.kind])}</b>: ${escape(finding.detail)}</li>`).join('');
      const backend = page.backendChinese.length
        ? `<details><summary>${page.backendChinese.length} backend texts in Chinese</summary><ul>${page.backendChinese.map((text) => `<li>${escape(text)}</li>`).join('')}</ul></details>`
        : '';
      return `<tr class="${page.findings.length ? 'bad' : 'ok'}"><td>${escape(page.combo)}</td><td><code>${escape(page.routeId)}</code><br><a href="${escape(page.url)}">${escape(page.url)}</a>${page.landed !== page.url ? `<br>→ ${escape(page.landed)}` : ''}${page.note ? `<br><i>${escape(page.note)}</i>` : ''}</td><td>${page.findings.length ? `<ul>${findings}</ul>` : 'clean'}${backend}</td><td>${page.ms} ms</td><td>${shot ? `<a href="${escape(shot)}"><img loading="lazy" src="${escape(shot)}" alt="screenshot" width="160"></a>` : ''}</td></tr>`;
    })
    .join('\n');
  const kinds = [...byKind].map(([kind, count]) => `<li>${escape(FINDING_TITLES[kind])}: ${count}</li>`).join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Route walk</title>
<style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse;width:100%}td{border-top:1px solid #ccc;padding:4px;vertical-align:top}tr.bad td:first-child{border-left:4px solid #c00}tr.ok td:first-child{border-left:4px solid #2a2}ul{margin:0;padding-left:1.2em}</style>
<h1>walk: ${summary.pages} pages, ${summary.findings} findings</h1>
<p>${summary.pagesWithFindings} pages with findings; ${summary.seconds} s.${broken.length ? ` Broken runs: ${escape(broken.join('; '))}` : ''}</p><ul>${kinds}</ul>
<table><thead><tr><th>combination</th><th>route and address</th><th>findings</th><th>time</th><th>screenshot</th></tr></thead><tbody>
${rows}
</tbody></table></html>`;
};

/**
 * The walk's output on the terminal: each finding, one line, then one summary line (and the reason of a combination
 * that did not finish).
 * It writes report.html (one row per page, with the screenshot of a page with findings), report.json and summary.json under test-results/walk.
 */
export default class WalkReporter implements Reporter {
  private readonly runs: WalkRun[] = [];
  private readonly broken: string[] = [];
  private readonly started = Date.now();

  onBegin() {
    rmSync(`${WALK_OUTPUT}/shots`, { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const attachment = result.attachments.find((candidate) => candidate.name === 'walk');
    if (attachment?.body) this.runs.push(JSON.parse(attachment.body.toString('utf8')) as WalkRun);
    else if (result.status !== 'skipped') this.broken.push(`${test.title}: ${result.error?.message?.split('\n')[0] ?? result.status}`);
  }

  printsToStdio() {
    return true;
  }

  onEnd(result: FullResult) {
    const pages = this.runs.flatMap((run) => run.pages);
    const findings = pages.reduce((sum, page) => sum + page.findings.length, 0);
    const summary: WalkSummary = {
      pages: pages.length,
      findings,
      pagesWithFindings: pages.filter((page) => page.findings.length > 0).length,
      seconds: Math.round((Date.now() - this.started) / 1000),
      brokenRuns: this.broken.length,
    };
    mkdirSync(WALK_OUTPUT, { recursive: true });
    writeFileSync(`${WALK_OUTPUT}/report.json`, JSON.stringify({ summary, broken: this.broken, pages }, null, 1));
    writeFileSync(`${WALK_OUTPUT}/summary.json`, JSON.stringify(summary));
    writeFileSync(`${WALK_OUTPUT}/report.html`, html(pages, summary, this.broken));
    for (const line of this.broken) console.log(`walk: did not finish: ${line}`);
    // CI keeps only the terminal: each finding is named there too, not only in the report.
    for (const page of pages) for (const finding of page.findings) console.log(`walk: ${page.combo} ${page.url}: ${FINDING_TITLES[finding.kind]}: ${finding.detail.slice(0, 400)}`);
    const brokenNote = this.broken.length ? `, ${this.broken.length} runs did not finish` : '';
    console.log(`walk: ${summary.pages} pages, ${findings} findings${brokenNote} (${summary.seconds} s; ${WALK_OUTPUT}/report.html)${result.status === 'interrupted' ? ' [interrupted]' : ''}`);
  }
}
