import { describe, expect, it } from 'vitest';
import type { AssistantAnswerDto, ChatHistoryDto, SavedChatRecordDto } from '../../../src/infrastructure/dto/assistant.dto';
import type { SearchPageDto } from '../../../src/infrastructure/dto/search.dto';
import { createSandboxClient } from './sandbox-client';

const search = async (path: string, locale = 'zh-cn') => (await createSandboxClient().json(path, { headers: { locale } })).data as SearchPageDto;

describe('sandbox search', () => {
  it('finds documents of every kind with the matched words highlighted', async () => {
    const page = await search(`/lcp-rest/search?q=${encodeURIComponent('签名')}`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.length).toBe(Math.min(page.total, 20));
    expect(page.rows.every((row) => `${row.title} ${row.content ?? ''}`.includes('签名'))).toBe(true);
    for (const row of page.rows) {
      expect([...(row.highlight?.title ?? []), ...(row.highlight?.content ?? [])].join('')).toContain('<em>签名</em>');
    }
    const everything = await search(`/lcp-rest/search?q=${encodeURIComponent('签名')}&size=500`);
    expect(new Set(everything.rows.map((row) => row.scope))).toEqual(new Set(['doc', 'question']));
    expect(page.rows[0]?.title).toContain('签名');
  });

  it("indexes no diagram source: the guides' sequence diagrams are neither found nor shown, in either language", async () => {
    for (const [locale, word] of [['en-us', 'participant'], ['zh-cn', 'participant'], ['en-us', 'sequenceDiagram']] as const) {
      expect((await search(`/lcp-rest/search?q=${word}&size=500`, locale)).total).toBe(0);
    }
    const guide = (await search(`/lcp-rest/search/doc?q=${encodeURIComponent('出库')}&size=500`)).rows.find((row) => String(row.raw.type) === '3');
    expect(guide?.content).toContain('出库');
    expect(guide?.content).not.toMatch(/mermaid|sequenceDiagram|participant/);
  });

  it("names a hit's unit in the reader's language, also when the hit matched only in the other language", async () => {
    const guide = (await search('/lcp-rest/search/doc?q=create%20outbound&size=500', 'zh-cn')).rows.find((row) => String(row.raw.type) === '3');
    expect(guide?.title).toMatch(/Outbound/);
    expect(guide?.raw.businessName).toBe('出库与发货');
    const unit = (await search(`/lcp-rest/search/biz_unit?q=${encodeURIComponent('出库')}`, 'zh-cn')).rows[0];
    expect(unit?.raw).toMatchObject({ name: '出库与发货', businessName: 'Outbound and shipping' });
  });

  it('limits a scoped search to its kind and pages with from and size', async () => {
    const all = await search('/lcp-rest/search/api?q=create&size=100');
    expect(all.rows.every((row) => row.scope === 'api')).toBe(true);
    expect(all.total).toBeGreaterThanOrEqual(15);
    const second = await search('/lcp-rest/search/api/inner?q=create&from=5&size=5');
    expect(second.rows.map((row) => row.raw.id)).toEqual(all.rows.slice(5, 10).map((row) => row.raw.id));
  });

  it('narrows a document search to the raw types given in type', async () => {
    const q = encodeURIComponent('签名');
    const docs = await search(`/lcp-rest/search/doc?q=${q}&size=500`);
    const guides = await search(`/lcp-rest/search/doc?q=${q}&size=500&type=1`);
    expect(guides.total).toBeGreaterThan(0);
    expect(guides.total).toBeLessThan(docs.total);
    expect(guides.rows.every((row) => String(row.raw.type) === '1')).toBe(true);
    const both = await search(`/lcp-rest/search/doc?q=${q}&size=500&type=3,1`);
    expect(both.total).toBe(docs.total);
    expect((await search(`/lcp-rest/search/doc?q=${q}&type=11,12`)).total).toBe(0);
  });

  it('answers FAQ questions five at a time with the problem code in raw.code', async () => {
    const page = await search('/lcp-rest/search/question?q=documentation', 'en-us');
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.rows[0]?.raw.code).toMatch(/^P\d{4}$/);
  });

  it('escapes HTML in highlights and finds nothing for an empty query', async () => {
    expect((await search('/lcp-rest/search?q=')).total).toBe(0);
    const page = await search('/lcp-rest/search/api?q=<p>');
    expect(page.rows.flatMap((row) => row.highlight?.content ?? []).join('')).not.toMatch(/<p>/);
  });
});

describe('sandbox assistant', () => {
  it('reveals an AI answer poll by poll until it is finished', async () => {
    const sandbox = createSandboxClient();
    const body = { traceId: 'trace-1', reqId: 'req-1', keyword: '签名校验失败怎么办' };
    const answers: AssistantAnswerDto[] = [];
    for (let poll = 0; poll < 100 && !answers.at(-1)?.finished; poll += 1) {
      answers.push((await sandbox.postJson('/lcp-rest/autoBots/searchAi', body)).data as AssistantAnswerDto);
    }
    expect(answers.length).toBeGreaterThan(2);
    expect(answers[0]?.finished).toBe(false);
    expect(answers[1]?.responseAll.startsWith(answers[0]?.responseAll ?? 'x')).toBe(true);
    expect(answers.at(-1)).toMatchObject({ finished: true });
    expect(answers.at(-1)?.responseAll).toContain('md5-salt');
  });

  it('fails a question that asks for a timeout, so the portal can show its timeout message', async () => {
    const answer = await createSandboxClient().postJson('/lcp-rest/autoBots/searchAi', { traceId: 't', reqId: 'r', keyword: 'timeout please' });
    expect(answer.code).not.toBe(20000);
  });

  it('filters suggestions by keyword and refuses a body without ids', async () => {
    const sandbox = createSandboxClient();
    const suggestions = (await sandbox.postJson('/lcp-rest/autoBots/suggestionQuery', { traceId: 't', reqId: 'r', keyword: 'SDK' })).data as { question: string }[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((item) => item.question.includes('SDK'))).toBe(true);
    expect((await sandbox.postJson('/lcp-rest/autoBots/suggestionQuery', { keyword: 'SDK' })).code).toBe(400);
  });

  it('keeps chat records per user: saved, updated by bizId (like), listed in the history', async () => {
    const sandbox = createSandboxClient();
    expect((await sandbox.json('/lcp-rest/smartrobotrecord/queryHistoryList')).code).toBe(999999);
    await sandbox.signIn('merchant.dev');
    const saved = (await sandbox.postJson('/lcp-rest/smartrobotrecord/saveRecord', { question: '如何签名', answerDetail: '见文档', answerSource: 4, remarkStatus: 0 }))
      .data as SavedChatRecordDto;
    expect(saved).toMatchObject({ createUser: 'merchant.dev', remarkStatus: 0 });
    await sandbox.postJson('/lcp-rest/smartrobotrecord/saveRecord', { ...saved, remarkStatus: 1 });
    const history = (await sandbox.json('/lcp-rest/smartrobotrecord/queryHistoryList')).data as ChatHistoryDto;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ bizId: saved.bizId, question: '如何签名', remarkStatus: 1 });
    await sandbox.signIn('staff.dev');
    expect((await sandbox.json('/lcp-rest/smartrobotrecord/queryHistoryList')).data).toEqual([]);
  });
});

describe('sandbox feedback', () => {
  it('records a doc evaluation and refuses one without a url', async () => {
    const sandbox = createSandboxClient();
    await sandbox.signIn('merchant.dev');
    expect((await sandbox.postJson('/lcp-rest/evaluation/docEvaluation', { like: 1 })).code).toBe(400);
    const answer = await sandbox.postJson('/lcp-rest/evaluation/docEvaluation', { url: '/#/devSupport/1', like: 0, reverse: 1, reason: '内容有误', description: '示例过期' });
    expect(answer.code).toBe(20000);
    expect(sandbox.store.state().feedback).toEqual([
      { kind: 'docEvaluation', userPin: 'merchant.dev', body: { url: '/#/devSupport/1', like: 0, reverse: 1, reason: '内容有误', description: '示例过期' }, at: expect.any(Number) as unknown },
    ]);
  });

  it('answers "operation too frequent" when one page is evaluated more than five times in ten seconds', async () => {
    const sandbox = createSandboxClient();
    const codes: number[] = [];
    for (let click = 0; click < 6; click += 1) codes.push((await sandbox.postJson('/lcp-rest/evaluation/docEvaluation', { url: '/#/a', like: click % 2 })).code);
    expect(codes).toEqual([20000, 20000, 20000, 20000, 20000, 429]);
    expect((await sandbox.postJson('/lcp-rest/evaluation/docEvaluation', { url: '/#/b', like: 1 })).code).toBe(20000);
  });

  it('records a was-this-helpful answer', async () => {
    const sandbox = createSandboxClient();
    const body = { objId: 10001, whetherHelp: 0, docTypeMain: 1, bizUnitId: 101, questionCause: 2, questionDesc: '示例不全' };
    expect((await sandbox.postJson('/lcp-rest/evaluate/submitQuestion', body)).code).toBe(20000);
    expect(sandbox.store.state().feedback.map((entry) => [entry.kind, entry.body])).toEqual([['submitQuestion', body]]);
    expect((await sandbox.postJson('/lcp-rest/evaluate/submitQuestion', { objId: 1 })).code).toBe(400);
  });
});
