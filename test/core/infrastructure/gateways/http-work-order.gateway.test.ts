import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpWorkOrderGateway } from '../../../../src/infrastructure/gateways/http-work-order.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

const answerCount = (body: unknown) => {
  server.use(http.post(api('/workOrder/newMessage'), () => HttpResponse.json(body as object)));
};

describe('HTTP work-order gateway', () => {
  it.each([
    [5, 5],
    [null, 0],
  ])('unread count %j is %d', async (data, expected) => {
    answerCount(ok(data));
    const { client } = createTestClient();
    expect(await createHttpWorkOrderGateway(client).unreadCount()()).toEqual(E.right(expected));
  });

  it('is a silent call: its failure is reported with meta silent', async () => {
    answerCount({ code: 30001, message: 'boom' });
    const { client, failures } = createTestClient();
    expect(await createHttpWorkOrderGateway(client).unreadCount()()).toMatchObject(E.left({ kind: 'Business' }));
    expect(failures.map((failure) => failure.meta)).toEqual([{ silent: true }]);
  });
});
