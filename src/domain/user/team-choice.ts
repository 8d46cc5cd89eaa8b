import type { Team } from './team';

/** The team the portal works as: the supplierId cookie when it holds a team id, else the user's own; none is -1. */
export const currentTeamId = (cookieValue: string | null | undefined, userSupplierId: number | undefined): number | undefined => {
  const fromCookie = Number(cookieValue);
  if (cookieValue && Number.isInteger(fromCookie) && fromCookie > 0) return fromCookie;
  return userSupplierId !== undefined && userSupplierId > 0 ? userSupplierId : undefined;
};

/** The choice the team dialog starts with: the current team when it is listed, else the only team, else none. */
export const preselectedTeam = (teams: readonly Team[], currentId: number | undefined): number | undefined => {
  if (currentId !== undefined && teams.some((team) => team.id === currentId)) return currentId;
  return teams.length === 1 ? teams[0]?.id : undefined;
};

const MAX_ROUTE_LENGTH = 512;

/**
 * Where to go back to after a team choice, as a route of this portal (the part after '#'): '/quick',
 * '/openBusiness?fromUrl=noAuthority'. Anything else (another origin, '//host', a backslash, control characters,
 * the team page itself) is refused: undefined.
 */
export const teamReturnRoute = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value.length > MAX_ROUTE_LENGTH) return undefined;
  const control = Array.from({ length: value.length }, (_, index) => value.charCodeAt(index)).some((code) => code < 0x20 || code === 0x7f);
  if (!/^\/(?![/\\])/.test(value) || /[\\\s]/.test(value) || control) return undefined;
  if (/^\/chooseSupplier(?:[/?#]|$)/.test(value)) return undefined;
  return value;
};
