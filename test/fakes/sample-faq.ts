import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../src/application/errors/app-error';
import type { ProblemListPage, WorkOrderPort } from '../../src/application/ports/work-order.port';
import { FAQ_PAGE_SIZE, pageCountOf, type FaqType, type ProblemDetail, type ProblemNeighbours, type ProblemPage } from '../../src/domain/faq/question-doc';

export const sampleFaqTypes: readonly FaqType[] = [
  {
    code: 'access',
    name: '接入与授权',
    children: [
      { code: 'access-app', name: '应用创建', children: [] },
      { code: 'access-token', name: '令牌与授权', children: [] },
    ],
  },
  { code: 'billing', name: '结算与发票', children: [] },
];

/** 23 problems of 'access-app' (three pages of 10), numbered Q01..Q23, views falling from 500. */
export const sampleProblems = Array.from({ length: 23 }, (_, index) => ({
  code: `Q${String(index + 1).padStart(2, '0')}`,
  title: `问题 ${index + 1}`,
  views: 500 - index,
}));

export const sampleProblemPage = (page: number): ProblemPage => ({
  problems: sampleProblems.slice((page - 1) * FAQ_PAGE_SIZE, page * FAQ_PAGE_SIZE),
  total: sampleProblems.length,
  page,
  pageCount: pageCountOf(sampleProblems.length),
});

export const sampleProblemDetail = (code: string): ProblemDetail => {
  const index = sampleProblems.findIndex((problem) => problem.code === code);
  const problem = sampleProblems[index] ?? { code, title: code, views: 0 };
  return {
    code,
    title: problem.title,
    contentHtml: `<h2>${problem.title}</h2><p>答案正文</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>`,
    views: problem.views,
    updatedAt: '2026-10-10 11:00:00',
  };
};

export const sampleNeighbours = (code: string): ProblemNeighbours => {
  const index = sampleProblems.findIndex((problem) => problem.code === code);
  const link = (at: number) => {
    const problem = sampleProblems[at];
    return problem ? { code: problem.code, title: problem.title } : undefined;
  };
  return index < 0 ? { previous: undefined, next: undefined } : { previous: link(index - 1), next: link(index + 1) };
};

/** An in-memory WorkOrderPort over the samples (use-case tests). */
export const fakeWorkOrderPort = (overrides: Partial<WorkOrderPort> = {}): WorkOrderPort & { readonly pagesAsked: number[] } => {
  const pagesAsked: number[] = [];
  return {
    pagesAsked,
    unreadCount: () => TE.right(0),
    faqTypes: () => TE.right(sampleFaqTypes),
    problems: (_type, page, size): TE.TaskEither<AppError, ProblemListPage> => {
      pagesAsked.push(page);
      return TE.right({ problems: sampleProblems.slice((page - 1) * size, page * size), total: sampleProblems.length });
    },
    problem: (code) => TE.right(sampleProblemDetail(code)),
    neighbours: (code) => TE.right(sampleNeighbours(code)),
    ...overrides,
  };
};
