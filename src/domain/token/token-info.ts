/** Where an access token is valid, as the token query shows it (spec §3 "Token query fields"). */
export interface TokenGrant {
  /** The server's name of the environment, shown as it comes. */
  readonly env: string;
  readonly environment: TokenEnvironment | undefined;
  readonly appKey: string;
  readonly pin: string;
  readonly authorizationTime?: string;
  readonly expirationTime?: string;
}

/** The authorization environments of the query (spec §5): the three of the platform, and the international sites'. */
export const TOKEN_ENVIRONMENTS = ['production', 'preRelease', 'test', 'usProduction', 'usPreProduction', 'euProduction', 'euPreProduction'] as const;
export type TokenEnvironment = (typeof TOKEN_ENVIRONMENTS)[number];

const PRE = /\bpre|\buat\b|预发|预生产/;
const PRODUCTION = /\bprod|生产|线上/;
const TEST = /\btest|测试/;
const US = /\bus\b|美国/;
const EU = /\beu\b|欧洲/;

/**
 * The environment a server name stands for. The contract gives `env` as free text; the names seen are bilingual
 * ('生产环境 / Production', '美国生产 / US production', '欧洲预发 / EU pre-production').
 */
export const environmentOf = (env: string): TokenEnvironment | undefined => {
  const text = env.toLowerCase();
  const pre = PRE.test(text);
  const region = US.test(text) ? 'us' : EU.test(text) ? 'eu' : undefined;
  if (region === 'us') return pre ? 'usPreProduction' : PRODUCTION.test(text) ? 'usProduction' : undefined;
  if (region === 'eu') return pre ? 'euPreProduction' : PRODUCTION.test(text) ? 'euProduction' : undefined;
  if (pre) return 'preRelease';
  if (PRODUCTION.test(text)) return 'production';
  return TEST.test(text) ? 'test' : undefined;
};

/**
 * The server masks the app key (with '*') and the pin when the caller is signed out or the app is not the account's
 * own (contract: "masked if appKey contains '*'").
 */
export const isMaskedGrant = (grant: Pick<TokenGrant, 'appKey'>): boolean => grant.appKey.includes('*');

/** The grants of one environment; all of them when none is chosen. Names that match no environment stay visible. */
export const grantsIn = (grants: readonly TokenGrant[], environment: TokenEnvironment | undefined): readonly TokenGrant[] =>
  environment ? grants.filter((grant) => grant.environment === environment || grant.environment === undefined) : grants;

export type TokenInputError = 'required' | 'noSpaces';

/** The token as typed: required, and a token never contains white space (a pasted line break is a mistake). */
export const checkTokenInput = (token: string): TokenInputError | undefined => {
  const trimmed = token.trim();
  if (!trimmed) return 'required';
  return /\s/.test(trimmed) ? 'noSpaces' : undefined;
};
