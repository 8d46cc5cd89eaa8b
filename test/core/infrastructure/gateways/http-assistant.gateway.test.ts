import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  BASE_INFO_PATH,
  createHttpAssistantGateway,
  HISTORY_PATH,
  SAVE_RECORD_PATH,
  SEARCH_AI_PATH,
  SUGGESTION_QUERY_PATH,
} from '../../../../src/infrastructure/gateways/http-assistant.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();
const failure = (code: number) => HttpResponse.json({ code, message: 'boom', data: null });

describe('HTTP assistant gateway', () => {
  it('baseInfo sends the traceId and gives the introduction and related questions', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(api(BASE_INFO_PATH), ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json(ok({ introduce: '你好', relQuestions: ['如何下单？'] }) as object);
      }),
    );
    const result = await createHttpAssistantGateway(createTestClient().client).baseInfo('trace-1')();
    expect(urls[0]?.searchParams.get('traceId')).toBe('trace-1');
    expect(result).toEqual(E.right({ introduce: '你好', relQuestions: ['如何下单？'] }));
  });

  it('suggestions post traceId, reqId and keyword and give the questions', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api(SUGGESTION_QUERY_PATH), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok([{ question: '如何下单？', answer: '登录后' }]) as object);
      }),
    );
    const result = await createHttpAssistantGateway(createTestClient().client).suggestions('t', 'r', '下单')();
    expect(bodies).toEqual([{ traceId: 't', reqId: 'r', keyword: '下单' }]);
    expect(result).toEqual(E.right(['如何下单？']));
  });

  it('searchAi posts the query and gives the chunk; a non-success code is a failure with no toast choice of its own (the assistant services say silent)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api(SEARCH_AI_PATH), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok({ finished: false, responseAll: '第一', responseType: 'markdown' }) as object);
      }),
    );
    const gateway = createHttpAssistantGateway(createTestClient().client);
    expect(await gateway.searchAi('t', 'r', '问')()).toEqual(E.right({ finished: false, responseAll: '第一', responseType: 'markdown' }));
    expect(bodies).toEqual([{ traceId: 't', reqId: 'r', keyword: '问' }]);

    server.use(http.post(api(SEARCH_AI_PATH), () => failure(500)));
    const { client, failures } = createTestClient();
    const failed = await createHttpAssistantGateway(client).searchAi('t', 'r', '问')();
    expect(E.isLeft(failed) && failed.left.kind).toBe('Business');
    expect(failures.map((entry) => entry.meta)).toEqual([{}]);
  });

  it('saveRecord posts the chat-record fields and gives the saved bizId', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api(SAVE_RECORD_PATH), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(ok({ ...body, id: 1, createUser: 'pin', createTime: 'now', updateTime: 'now' }) as object);
      }),
    );
    const record = { bizId: 'biz-1', question: '问', answerDetail: '答', answerSource: 1, remarkStatus: 2, remarkReason: 6, remarkDetail: '错' } as const;
    expect(await createHttpAssistantGateway(createTestClient().client).saveRecord(record)()).toEqual(E.right('biz-1'));
    expect(bodies).toEqual([record]);

    server.use(http.post(api(SAVE_RECORD_PATH), () => failure(500)));
    const { client, failures } = createTestClient();
    expect(E.isLeft(await createHttpAssistantGateway(client).saveRecord(record)())).toBe(true);
    expect(failures[0]?.meta).toEqual({});
  });

  it("saveRecord's body names the user by their pin (createUser) when the record has one, and no user otherwise", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api(SAVE_RECORD_PATH), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(ok({ ...body, id: 1 }) as object);
      }),
    );
    const gateway = createHttpAssistantGateway(createTestClient().client);
    const record = { bizId: 'biz-2', question: '令牌归属', answerDetail: '如何查询令牌归属', answerSource: 2, remarkStatus: 0 } as const;
    await gateway.saveRecord({ ...record, createUser: 'pin-7' })();
    await gateway.saveRecord(record)();
    expect(bodies).toEqual([
      { ...record, remarkReason: null, remarkDetail: null, createUser: 'pin-7' },
      { ...record, remarkReason: null, remarkDetail: null },
    ]);
  });

  it('history maps records (codes as numbers or strings) ', async () => {
    server.use(
      http.get(api(HISTORY_PATH), () =>
        HttpResponse.json(
          ok([
            { id: 1, bizId: 'b1', question: 'q1', answerDetail: 'a1', answerSource: '4', remarkStatus: '2', remarkReason: 5, remarkDetail: 'x', createUser: 'pin', createTime: 't1', updateTime: 't2' },
            { id: 2, question: 'q2', answerDetail: null, answerSource: null, remarkStatus: null },
          ]) as object,
        ),
      ),
    );
    expect(await createHttpAssistantGateway(createTestClient().client).history()()).toEqual(
      E.right([
        { bizId: 'b1', question: 'q1', answerDetail: 'a1', answerSource: 4, remarkStatus: 2, remarkReason: 5, remarkDetail: 'x', createUser: 'pin', createTime: 't1', updateTime: 't2' },
        { bizId: '2', question: 'q2', answerDetail: '', answerSource: 4, remarkStatus: 0 },
      ]),
    );

    server.use(http.get(api(HISTORY_PATH), () => failure(500)));
    const { client, failures } = createTestClient();
    expect(E.isLeft(await createHttpAssistantGateway(client).history()())).toBe(true);
    expect(failures[0]?.meta).toEqual({});
  });

  it('a searchAi answer without responseAll breaks the contract', async () => {
    server.use(http.post(api(SEARCH_AI_PATH), () => HttpResponse.json(ok({ finished: true }) as object)));
    const result = await createHttpAssistantGateway(createTestClient().client).searchAi('t', 'r', 'k')();
    expect(E.isLeft(result) && result.left.kind).toBe('Contract');
  });
});
