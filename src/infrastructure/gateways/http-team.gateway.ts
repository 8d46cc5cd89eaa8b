import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { z } from 'zod/mini';
import type { TeamPort, TicketExchangePort } from '../../application/ports/team.port';
import type { OutsideDeveloperRegistration } from '../../domain/user/team';
import { isYes } from '../dto/primitives';
import { saveOutDeveloperDto, selectedSupplierDto, teamListDto } from '../dto/team.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const SAVE_DEVELOPER_PATH = '/user/saveDeveloper';
export const SAVE_OUT_DEVELOPER_PATH = '/user/saveOutDeveloper';
export const TEAM_LIST_PATH = '/user/getTeamListInfo';
export const SET_TOKEN_PATH = '/cookies/erp/set_token';
export const SELECTED_SUPPLIER_PATH = '/user/getSelectedSupplierId';

/** roleType 1 is the team's administrator (see docs/identity.md). */
const ADMINISTRATOR_ROLE = '1';

export const toRegistration = (dto: z.output<typeof saveOutDeveloperDto>): OutsideDeveloperRegistration => ({
  supplierId: dto.supplierId,
  developer: isYes(dto.develop),
  ...(dto.actionType === null || dto.actionType === undefined ? {} : { actionType: String(dto.actionType) }),
  administrator: String(dto.roleType ?? '') === ADMINISTRATOR_ROLE,
});

export const createHttpTeamGateway = (client: LcpRestClient): TeamPort => ({
  saveDeveloper: () =>
    pipe(
      client.post(SAVE_DEVELOPER_PATH, z.unknown()),
      TE.map(() => undefined),
    ),
  saveOutDeveloper: () => pipe(client.get(SAVE_OUT_DEVELOPER_PATH, saveOutDeveloperDto), TE.map(toRegistration)),
  teams: () =>
    pipe(
      client.post(TEAM_LIST_PATH, teamListDto),
      TE.map((teams) => teams.map((team) => ({ id: team.id, name: team.name, code: team.code ?? '' }))),
    ),
  selectedSupplierId: () => client.get(SELECTED_SUPPLIER_PATH, selectedSupplierDto),
});

/** Staff single sign-on: the ticket becomes the token cookie on the configured parent domain. */
export const createHttpTicketExchange = (client: LcpRestClient, cookieDomain: string): TicketExchangePort => ({
  exchange: (ticket) =>
    pipe(
      client.get(SET_TOKEN_PATH, z.unknown(), { query: { ticket, domain: cookieDomain || undefined } }),
      TE.map(() => undefined),
    ),
});
