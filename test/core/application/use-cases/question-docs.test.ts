import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { makeListProblems } from '../../../../src/application/use-cases/question-docs.use-case';
import { typePath } from '../../../../src/domain/faq/question-doc';
import { fakeWorkOrderPort, sampleFaqTypes } from '../../../fakes/sample-faq';

describe('FAQ centre list', () => {
  it('asks pages of 10 and says how many pages there are', async () => {
    const workOrders = fakeWorkOrderPort();
    const result = await makeListProblems({ workOrders })('access-app', 2)();
    expect(E.isRight(result) && result.right).toMatchObject({ page: 2, pageCount: 3, total: 23 });
    expect(E.isRight(result) && result.right.problems.map((problem) => problem.code)).toEqual(['Q11', 'Q12', 'Q13', 'Q14', 'Q15', 'Q16', 'Q17', 'Q18', 'Q19', 'Q20']);
  });

  it('a page past the last one answers the last page', async () => {
    const workOrders = fakeWorkOrderPort();
    const result = await makeListProblems({ workOrders })('access-app', 9)();
    expect(E.isRight(result) && result.right.page).toBe(3);
    expect(workOrders.pagesAsked).toEqual([9, 3]);
  });

  it('a bad page number is page 1', async () => {
    const workOrders = fakeWorkOrderPort();
    await makeListProblems({ workOrders })('access-app', -2)();
    expect(workOrders.pagesAsked).toEqual([1]);
  });

  it('an empty type is one empty page', async () => {
    const workOrders = fakeWorkOrderPort({ problems: () => TE.right({ problems: [], total: 0 }) });
    expect(await makeListProblems({ workOrders })('billing', 1)()).toEqual(E.right({ problems: [], total: 0, page: 1, pageCount: 1 }));
  });
});

describe('type path', () => {
  it('finds the breadcrumb path of a child type, and nothing for an unknown one', () => {
    expect(typePath(sampleFaqTypes, 'access-token').map((type) => type.code)).toEqual(['access', 'access-token']);
    expect(typePath(sampleFaqTypes, 'nope')).toEqual([]);
  });
});
