import { describe, expect, it } from 'vitest';
import { runTask, SILENT } from '../../../src/ui/portal/task-query';
import { classifiedBizUnitsQuery } from '../../../src/ui/reads/biz-unit.queries';
import { allBizUnitsQuery } from '../../../src/ui/pages/capabilities/biz-unit-catalogue.queries';
import { searchQuery } from '../../../src/ui/pages/search/search.queries';
import { wasThisHelpfulMutation } from '../../../src/ui/docs/was-this-helpful/was-this-helpful.queries';
import { setupFailingBackend as setup } from './failing-backend';
import { tokenLookupMutation } from '../../../src/ui/tools/token/token-lookup.queries';
import { currentUserQuery } from '../../../src/ui/routes/current-user.queries';
import { chatAnswerQuery, chatHistoryQuery, chatSuggestionsQuery, robotProblemQuery, robotQuestionsQuery } from '../../../src/ui/assistant/assistant.queries';
import { faqNeighboursQuery } from '../../../src/ui/pages/question-docs/question-docs.queries';

/** Whether a failure is silent or a toast is the read's (or write's) meta, applied by the query client's caches. */
const refused = (zhDesc?: string) => () => Response.json({ code: 30001, message: 'boom', ...(zhDesc ? { zh_desc: zhDesc } : {}), data: null });
const serverError = () => new Response('boom', { status: 500 });

describe('a read says through its meta what its failure does', () => {
  it('a failing search is silent (spec §8): the page shows its empty state', async () => {
    const { portal, queryClient, toasts } = await setup(refused());
    await expect(queryClient.query(searchQuery(portal.search, { q: 'order', tab: 'all', page: 1 }))).rejects.toThrow();
    expect(await toasts()).toEqual([]);
  });

  it('the business-unit lists toast only a described refusal (its zh_desc), for one solution type or all', async () => {
    const described = await setup(refused('业务单元查询失败'));
    await expect(described.queryClient.query(classifiedBizUnitsQuery(described.portal.documents.bizUnits, 2))).rejects.toThrow();
    expect(await described.toasts()).toEqual([{ text: '业务单元查询失败' }]);
    const undescribed = await setup(refused());
    await expect(undescribed.queryClient.query(allBizUnitsQuery(undescribed.portal.documents.bizUnits))).rejects.toThrow();
    await expect(undescribed.queryClient.query(classifiedBizUnitsQuery(undescribed.portal.documents.bizUnits, 3))).rejects.toThrow();
    const timedOut = await setup(serverError);
    await expect(timedOut.queryClient.query(classifiedBizUnitsQuery(timedOut.portal.documents.bizUnits, 2))).rejects.toThrow();
    expect([...(await undescribed.toasts()), ...(await timedOut.toasts())]).toEqual([]);
  });

  it('the same reads made outside react-query (no meta) are the policy toast', async () => {
    const { portal, toasts } = await setup(refused());
    await portal.documents.bizUnits.findClassified(2)();
    expect(await toasts()).toEqual([{ text: 'boom' }]);
  });

  it("the 'was this helpful' answer is a silent write: its failure makes no toast (the prompt says it)", async () => {
    const { portal, queryClient, toasts } = await setup(refused());
    const answer = queryClient.getMutationCache().build(queryClient, wasThisHelpfulMutation(portal.documents, { docType: 'api', objId: 1 }, undefined));
    await expect(answer.execute({ helpful: true })).rejects.toThrow();
    expect(await toasts()).toEqual([]);
  });

  it('a write says it through the mutation meta: a silent mutation makes no toast, one without meta does', async () => {
    const { portal, queryClient, toasts } = await setup(serverError);
    const silent = queryClient.getMutationCache().build(queryClient, { meta: SILENT, mutationFn: () => runTask(portal.documents.docs.apiDoc(1)) });
    await expect(silent.execute(undefined)).rejects.toThrow();
    expect(await toasts()).toEqual([]);
    const plain = queryClient.getMutationCache().build(queryClient, { mutationFn: () => runTask(portal.documents.docs.apiDoc(2)) });
    await expect(plain.execute(undefined)).rejects.toThrow();
    expect(await toasts()).toEqual([{ key: 'common.errors.http', values: { status: 500 } }]);
  });

  it('the token lookup, a read the user starts, says its failure under its form only (no toast too)', async () => {
    const { portal, queryClient, toasts } = await setup(serverError);
    const lookup = queryClient.getMutationCache().build(queryClient, tokenLookupMutation(portal.tools));
    await expect(lookup.execute({ accessToken: 'tok' })).rejects.toThrow();
    expect(await toasts()).toEqual([]);
  });

  it('the login guard’s read says its failure in the route’s error view only', async () => {
    const { portal, queryClient, toasts } = await setup(serverError);
    await expect(queryClient.query(currentUserQuery(portal.identity))).rejects.toThrow();
    expect(await toasts()).toEqual([]);
  });

  it('the FAQ neighbours are silent: their view shows a failure as neither link', async () => {
    const { portal, queryClient, toasts } = await setup(serverError);
    await expect(queryClient.query(faqNeighboursQuery(portal.support, 'Q01'))).rejects.toThrow();
    expect(await toasts()).toEqual([]);
  });

  it('the assistants’ reads say theirs in meta: suggestions, answers, history and the FAQ search are silent (spec §8)', async () => {
    const { portal, queryClient, toasts } = await setup(refused());
    const { assistant } = portal.support;
    await expect(queryClient.query(chatSuggestionsQuery(assistant.chat, 't', 'r', 'order'))).rejects.toThrow();
    await expect(queryClient.query(chatAnswerQuery(assistant.chat, 't', 'r', 'order'))).rejects.toThrow();
    await expect(queryClient.query(chatHistoryQuery(assistant.chat))).rejects.toThrow();
    await expect(queryClient.query(robotQuestionsQuery(assistant, 'order', 0, 10))).rejects.toThrow();
    expect(await toasts()).toEqual([]);
    await expect(queryClient.query(robotProblemQuery(assistant, 'Q01'))).rejects.toThrow();
    expect(await toasts()).toEqual([{ text: 'boom' }]);
  });
});
