import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/application/errors/app-error';
import { makeCollectSiteDocuments, type PublishSources } from '../../../../src/application/publish/collect-site-documents.use-case';
import type { BizUnitClassification, BizUnitSummary } from '../../../../src/domain/biz-unit/biz-unit';
import { sampleApiDoc, sampleApiMenu, sampleGuideDoc, sampleGuideTree, sampleMessageDoc, sampleMessageMenu, sampleReleaseDocs } from '../../../fakes/sample-docs';

const unit = (id: number, more: Partial<BizUnitSummary> = {}): BizUnitSummary => ({ id, name: `单元${String(id)}`, nameEn: `Unit ${String(id)}`, code: `u${String(id)}`, ...more });
const group = (classifyCode: string, bizUnits: readonly BizUnitSummary[]): BizUnitClassification => ({ id: bizUnits[0]?.id ?? 0, classifyCode, classifyName: classifyCode, classifyNameEn: classifyCode, bizUnits });
const network: AppError = { kind: 'Network' };

/** Sources over the sample documents; `fail` names the reads that fail, as `call:id`. */
const sources = (groups: readonly BizUnitClassification[], fail: readonly string[] = []) => {
  const calls: string[] = [];
  const read = <A>(call: string, value: A) => {
    calls.push(call);
    return fail.includes(call) ? TE.left(network) : TE.right(value);
  };
  const ports: PublishSources = {
    bizUnits: { findClassified: () => read('units', groups) },
    releaseDocs: { releaseDocList: () => read('help', sampleReleaseDocs) },
    docs: {
      guideTree: (unitId) => read(`guideTree:${String(unitId)}`, sampleGuideTree),
      guideDoc: (docId) => read(`guideDoc:${String(docId)}`, { ...sampleGuideDoc, title: `doc ${String(docId)}` }),
      apiMenu: (unitId) => read(`apiMenu:${String(unitId)}`, sampleApiMenu),
      apiDoc: (apiId) => read(`apiDoc:${String(apiId)}`, { ...sampleApiDoc, id: apiId }),
      messageMenu: (unitId) => read(`messageMenu:${String(unitId)}`, sampleMessageMenu),
      messageDoc: (_unitId, messageId) => read(`messageDoc:${String(messageId)}`, sampleMessageDoc),
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
    expect(site.failures).toEqual([]);
  });

  it('leaves out restricted units and the project classification, without asking for their documents', async () => {
    const { ports, calls } = sources([group('warehouse', [unit(1), unit(3, { publishRange: 1 })]), group('project', [unit(7)])]);
    const site = await makeCollectSiteDocuments(ports)()();
    expect(site.units.map((one) => one.unit.id)).toEqual([1]);
    expect(calls.filter((call) => /:(3|7)$/.test(call))).toEqual([]);
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
});
