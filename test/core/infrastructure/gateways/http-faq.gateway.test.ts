import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpFaqGateway, QUESTION_SEARCH_PATH } from '../../../../src/infrastructure/gateways/http-faq.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

describe('HTTP FAQ gateway', () => {
  it('searchQuestions sends q, from and size and maps rows to problem codes', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(api(QUESTION_SEARCH_PATH), ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json(
          ok({
            total: 7,
            from: 5,
            size: 5,
            rows: [
              { title: '如何对接', content: '先申请', raw: { code: 'P1' } },
              { title: '无编号', raw: { id: 9 } },
              { title: '无法打开', raw: {} },
            ],
          }) as object,
        );
      }),
    );
    const result = await createHttpFaqGateway(createTestClient().client).searchQuestions('对接', 5, 5)();
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ q: '对接', from: '5', size: '5' });
    expect(result).toEqual(E.right({ total: 7, rows: [{ code: 'P1', title: '如何对接', snippet: '先申请' }, { code: '9', title: '无编号' }] }));

    server.use(http.get(api(QUESTION_SEARCH_PATH), () => HttpResponse.json({ code: 500, message: 'x', data: null })));
    const { client, failures } = createTestClient();
    expect(E.isLeft(await createHttpFaqGateway(client).searchQuestions('q', 0, 5)())).toBe(true);
    expect(failures[0]?.meta).toEqual({});
  });
});
