import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpTeamGateway, createHttpTicketExchange } from '../../../../src/infrastructure/gateways/http-team.gateway';
import { internalDeployment } from '../../../fakes/deployments';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();
const client = () => createTestClient({ deployment: internalDeployment }).client;

describe('HTTP team gateway', () => {
  it('reads the team list', async () => {
    server.use(http.post(api('/user/getTeamListInfo'), () => HttpResponse.json(ok([{ id: 1001, name: '华东仓配运营组', code: 'SUP-EC-1001' }, { id: 7, name: 'No code' }]))));
    expect(await createHttpTeamGateway(client()).teams()()).toEqual(
      E.right([
        { id: 1001, name: '华东仓配运营组', code: 'SUP-EC-1001' },
        { id: 7, name: 'No code', code: '' },
      ]),
    );
  });

  it.each([
    [{ supplierId: '3001', develop: 'yes', actionType: 1, roleType: 1 }, { supplierId: 3001, developer: true, actionType: '1', administrator: true }],
    [{ supplierId: 3001, develop: 'no', roleType: '2' }, { supplierId: 3001, developer: false, administrator: false }],
  ])('maps the outside-developer registration %j', async (data, expected) => {
    server.use(http.get(api('/user/saveOutDeveloper'), () => HttpResponse.json(ok(data))));
    expect(await createHttpTeamGateway(client()).saveOutDeveloper()()).toEqual(E.right(expected));
  });

  it('records the developer with a POST', async () => {
    const methods: string[] = [];
    server.use(http.post(api('/user/saveDeveloper'), ({ request }) => (methods.push(request.method), HttpResponse.json(ok(null)))));
    expect(await createHttpTeamGateway(client()).saveDeveloper()()).toEqual(E.right(undefined));
    expect(methods).toEqual(['POST']);
  });

  it('exchanges a ticket with the cookie domain', async () => {
    const seen: string[] = [];
    server.use(http.get(api('/cookies/erp/set_token'), ({ request }) => (seen.push(new URL(request.url).search), HttpResponse.json(ok(true)))));
    expect(await createHttpTicketExchange(client(), '.example.com').exchange('ST-1')()).toEqual(E.right(undefined));
    expect(seen).toEqual(['?ticket=ST-1&domain=.example.com']);
  });
});
