import { mutationOptions } from '@tanstack/react-query';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ToolsFeature } from '../../../application/features/tools.feature';
import type { TokenQuery, TokenQueryResult } from '../../../application/use-cases/query-token.use-case';
import type { TokenInputError } from '../../../domain/token/token-info';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

/** A lookup's answer: the token's grants, or what is wrong with the token as typed (nothing was asked then). */
export type TokenLookup = { readonly kind: 'result'; readonly result: TokenQueryResult } | { readonly kind: 'invalid'; readonly error: TokenInputError };

/**
 * One lookup of the token query tool, made when the form is sent (a read the user starts, so a mutation: nothing is
 * cached, and the token stays in the tool's memory only). Its failure is shown under the form.
 */
export const tokenLookupMutation = (tools: Pick<ToolsFeature, 'queryToken'>) =>
  mutationOptions({
    meta: SHOWN_IN_PLACE,
    gcTime: 0,
    mutationFn: (query: TokenQuery) =>
      runTask(
        pipe(
          tools.queryToken(query),
          TE.map((result): TokenLookup => ({ kind: 'result', result })),
        ),
        { Invalid: ({ error }): TokenLookup => ({ kind: 'invalid', error }) },
      ),
  });
