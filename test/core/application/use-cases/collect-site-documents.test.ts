import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/application/errors/app-error';
import { makeCollectSiteDocuments, type PublishSources } from '../../../../src/application/publish/collect-site-documents.use-case';
import type { BizUnitClassification, BizUnitSummary } from '../../../../src/domain/biz-unit/biz-unit';
import type { FaqType, ProblemDetail, ProblemSummary } from '../../../../src/domain/faq/question-doc';
import { sampleApiDoc, sampleApiMenu, sampleGuideDoc, sampleGuideTree, sampleMessageDoc, sampleMessageMenu, sampleReleaseDocs } from '../../../fakes/sample-docs';

const unit = (id: number, more: Partial<BizUnitSummary> = {}): BizUnitSummary => ({ id, name: `单元${String(id)}`, nameEn: `Unit ${String(id)}`, code: `u${String(id)}`, ...more });
const group = (classifyCode: string, bizUnits: readonly BizUnitSummary[]): BizUnitClassification => ({ id: bizUnits[0]?.id ?? 0, classifyCode, classifyName: classifyCode, classifyNameEn: classifyCode, bizUnits });
const network: AppError = { kind: 'Network' };

/** The FAQ centre: 'access' with a child 'access-token'; 23 problems under 'access' (three pages of 10), one also under the child. */
const faqTypes: readonly FaqType[] = [{ code: 'access', name: '接入', children: [{ code: 'access-token', name: '令牌', children: [] }] }];
const problemsOf: Readonly<Record<string, readonly ProblemSummary[]>> = {
  access: Array.from({ length: 23 }, (_, index) => ({ code: `p${String(index + 1)}`, title: `问题 ${String(index + 1)}`, views: 1 })),
  'access-token': [{ code: 'p5', title: '问题 5', views: 1 }, { code: 't1', title: '令牌问题', views: 0 }],
};
const problemDetail = (code: string): ProblemDetail => ({ code, title: `title ${code}`, contentHtml: '<p>answer</p>', views: 1, updatedAt: '2026-11-20 10:00:00' });

/** Sources over the sample documents; `fail` names the reads that fail, as `call:id`. */
const sources = (groups: readonly BizUnitClassification[], fail: readonly string[] = []) => {
  const calls: string[] = [];
  const read = <A>(call: string, value: A) => {
    calls.push(call);
    return fail.includes(call) ? TE.left(network) : TE.right(value);
  };
  const ports: PublishSources = {
    bizUnits: { findClassified: () => read('units', groups) },
    releaseDocs: {
      releaseDocList: () => read('help', sampleReleaseDocs),
      releasedDoc: (docId) => read(`releasedDoc:${String(docId)}`, { ...sampleGuideDoc, title: `released ${String(docId)}` }),
    },
    docs: {
      guideTree: (unitId) => read(`guideTree:${String(unitId)}`, sampleGuideTree),
      guideDoc: (docId) => read(`guideDoc:${String(docId)}`, { ...sampleGuideDoc, title: `doc ${String(docId)}` }),
      apiMenu: (unitId) => read(`apiMenu:${String(unitId)}`, sampleApiMenu),
      apiDoc: (apiId) => read(`apiDoc:${String(apiId)}`, { ...sampleApiDoc, id: apiId }),
      messageMenu: (unitId) => read(`messageMenu:${String(unitId)}`, sampleMessageMenu),
      messageDoc: (_unitId, messageId) => read(`messageDoc:${String(messageId)}`, sampleMessageDoc),
    },
    faq: {
      faqTypes: () => read('faqTypes', faqTypes),
      problems: (type, page, size) => {
        const all = problemsOf[type] ?? [];
        return read(`problems:${type}:${String(page)}`, { problems: all.slice((page - 1) * size, page * size), total: all.length });
      },
      problem: (code) => read(`problem:${code}`, problemDetail(code)),
    },
  };
  return { ports, calls };
};

describe('collecting what a signed-out reader may read of a site', () => {
  it('reads every public unit once, with its guide pages, APIs and messages in menu order, and the platform documents', async () => {
    const { ports } = sources([group('warehouse', [unit(1), unit(2)]), group('express', [unit(2)])]);
    const site = await makeCollectSiteDocuments(ports)()();
    expect(site.units.map((one) => [one.unit.id, one.classification.classifyCode])).toEqual([
      [1, 'warehouse'],
      [2, 'warehouse'],
    ]);
    expect([...(site.units[0]?.guides.keys() ?? [])]).toEqual([801, 802, 803]);
    expect([...(site.units[0]?.apis.keys() ?? [])]).toEqual([5001, 5002]);
    expect([...(site.units[0]?.messages.keys() ?? [])]).toEqual([901]);
    expect([...site.helpDocs.keys()]).toEqual([801, 803]);
    // The platform's documents are read as released documents, not as a unit's (an OpenAPI deployment's DocPort has none).
    expect(site.helpDocs.get(801)?.title).toBe('released 801');
    expect(site.failures).toEqual([]);
  });

  it('leaves out restricted units and the project classification, without asking for their documents', async () => {
    const { ports, calls } = sources([group('warehouse', [unit(1), unit(3, { publishRange: 1 })]), group('project', [unit(7)])]);
    const site = await makeCollectSiteDocuments(ports)()();
    expect(site.units.map((one) => one.unit.id)).toEqual([1]);
    expect(calls.filter((call) => /^(guideTree|apiMenu|messageMenu):(3|7)$/.test(call))).toEqual([]);
  });

  it('names each failed read with the page or menu it was for, and reads the rest', async () => {
    const { ports } = sources([group('warehouse', [unit(1), unit(2)])], ['apiDoc:5002', 'messageMenu:2', 'guideDoc:802']);
    const site = await makeCollectSiteDocuments(ports)()();
    expect(site.failures).toEqual(
      expect.arrayContaining([
        { page: { kind: 'api', unitId: 1, apiId: 5002 }, error: network },
        { page: { kind: 'api', unitId: 2, apiId: 5002 }, error: network },
        { page: { kind: 'guide', unitId: 1, docId: 802 }, error: network },
        { page: { kind: 'unit', unitId: 2 }, menu: 'message', error: network },
      ]),
    );
    expect([...(site.units[0]?.apis.keys() ?? [])]).toEqual([5001]);
    expect(site.units[1]?.messages.size).toBe(0);
    expect(site.units[1]?.apis.size).toBe(1);
  });

  it('says so when the list of units cannot be read: nothing is published in its place', async () => {
    const { ports } = sources([group('warehouse', [unit(1)])], ['units']);
    const site = await makeCollectSiteDocuments(ports)()();
    expect(site.units).toEqual([]);
    expect(site.failures).toEqual([{ page: { kind: 'home' }, menu: 'units', error: network }]);
  });

  it('never asks the backend more than `concurrency` reads at once', async () => {
    let open = 0;
    let most = 0;
    const { ports } = sources([group('warehouse', [unit(1)])]);
    const slow: PublishSources = {
      ...ports,
      docs: {
        ...ports.docs,
        apiDoc: (apiId) => async () => {
          open += 1;
          most = Math.max(most, open);
          await new Promise((done) => setTimeout(done, 5));
          open -= 1;
          return ports.docs.apiDoc(apiId)();
        },
      },
    };
    const menu = { ...ports.docs, apiMenu: () => TE.right([{ code: 'all', name: 'all', apis: Array.from({ length: 9 }, (_, index) => ({ id: index + 1, code: 'c', name: 'n', path: '/p' })) }]) };
    await makeCollectSiteDocuments({ ...slow, docs: { ...slow.docs, apiMenu: menu.apiMenu } }, 3)()();
    expect(most).toBe(3);
  });

  it('reads the FAQ centre whole: every type, every page of its problems, each problem once, under the first type that lists it', async () => {
    const { ports, calls } = sources([]);
    const site = await makeCollectSiteDocuments(ports)()();
    expect(site.faq.types).toEqual(faqTypes);
    expect(site.faq.problems.get('access')?.length).toBe(23);
    expect(calls.filter((call) => call.startsWith('problems:access:'))).toEqual(['problems:access:1', 'problems:access:2', 'problems:access:3']);
    expect(site.faq.problems.get('access-token')?.map((problem) => problem.code)).toEqual(['p5', 't1']);
    expect(calls.filter((call) => call === 'problem:p5')).toHaveLength(1);
    expect(site.faq.details.size).toBe(24);
    expect(site.faq.homes.get('p5')).toBe('access');
    expect(site.faq.homes.get('t1')).toBe('access-token');
    expect(site.failures).toEqual([]);
  });

  it("names a FAQ list that fails on any page as the type's menu (its pages are kept), a failed problem as its page", async () => {
    const { ports } = sources([], ['problems:access:2', 'problem:t1']);
    const site = await makeCollectSiteDocuments(ports)()();
    expect(site.failures).toEqual(
      expect.arrayContaining([
        { page: { kind: 'questionType', typeCode: 'access' }, menu: 'problems', error: network },
        { page: { kind: 'question', typeCode: 'access-token', code: 't1' }, error: network },
      ]),
    );
    expect(site.faq.problems.has('access')).toBe(false);
    // p5 is now listed by the child only: its page moves there.
    expect(site.faq.homes.get('p5')).toBe('access-token');
  });

  it("names the FAQ types failing as the home page's FAQ menu", async () => {
    const { ports } = sources([], ['faqTypes']);
    const site = await makeCollectSiteDocuments(ports)()();
    expect(site.faq.types).toEqual([]);
    expect(site.failures).toEqual([{ page: { kind: 'home' }, menu: 'questions', error: network }]);
  });
});
