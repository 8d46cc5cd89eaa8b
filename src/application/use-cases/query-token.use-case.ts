import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { checkTokenInput, grantsIn, isMaskedGrant, type TokenEnvironment, type TokenGrant, type TokenInputError } from '../../domain/token/token-info';
import type { AppError } from '../errors/app-error';
import type { TokenPort } from '../ports/token.port';

export interface TokenQuery {
  readonly accessToken: string;
  /** None: every environment. */
  readonly environment?: TokenEnvironment;
}

export interface TokenQueryResult {
  readonly grants: readonly TokenGrant[];
  /** Some pins are masked: the page says why (signed out, or not the account's app). */
  readonly masked: boolean;
  /** The server knows the token in environments other than the chosen one. */
  readonly elsewhere: number;
}

export type TokenQueryError = { readonly kind: 'Invalid'; readonly field: 'accessToken'; readonly error: TokenInputError } | AppError;

/** The token query tool: where an access token is valid, for whom, from when until when. */
export const makeQueryToken =
  ({ tokens }: { tokens: TokenPort }) =>
  (query: TokenQuery): TE.TaskEither<TokenQueryError, TokenQueryResult> => {
    const error = checkTokenInput(query.accessToken);
    if (error) return TE.left({ kind: 'Invalid', field: 'accessToken', error });
    return pipe(
      tokens.grantsOf(query.accessToken.trim()),
      TE.map((all) => {
        const grants = grantsIn(all, query.environment);
        return { grants, masked: grants.some(isMaskedGrant), elsewhere: all.length - grants.length };
      }),
    );
  };
