import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { isRestricted } from '../../domain/biz-unit/biz-unit';
import type { AppError } from '../errors/app-error';
import type { BizUnitDetail, DocPort, DocSource } from '../ports/doc.port';
import type { CookieJar } from '../ports/storage.port';
import type { SessionStore } from '../session/session';

export type BizUnitAccess =
  /** The unit's documents may be shown. */
  | { readonly kind: 'readable'; readonly unit: BizUnitDetail }
  /** Restricted and the current team is not among its suppliers: openBusiness?fromUrl=noAuthority (home inside). */
  | { readonly kind: 'noAuthority'; readonly unit: BizUnitDetail }
  /** Restricted and nobody is signed in: the login prompt dialog. */
  | { readonly kind: 'loginRequired'; readonly unit: BizUnitDetail };

/**
 * Document access (spec §4): a unit of publish range 1 is checked (GET /bizvisiblesupplier/checkBizUnitVisibleSupplier)
 * when the user is logged in or holds a supplier cookie; without either the login prompt shows. Its content is never
 * shown before the check passes.
 */
export const makeOpenBizUnit =
  (deps: { docs: DocPort; session: SessionStore; cookies: CookieJar }) =>
  (unitId: number, source: DocSource): TE.TaskEither<AppError, BizUnitAccess> =>
    pipe(
      deps.docs.bizUnit(unitId, source),
      TE.flatMap((unit): TE.TaskEither<AppError, BizUnitAccess> => {
        if (!isRestricted(unit)) return TE.right({ kind: 'readable', unit });
        const known = deps.session.get().loggedIn || Boolean(deps.cookies.get('supplierId'));
        if (!known) return TE.right({ kind: 'loginRequired', unit });
        return pipe(
          deps.docs.unitVisible(unitId),
          TE.map((visible): BizUnitAccess => (visible ? { kind: 'readable', unit } : { kind: 'noAuthority', unit })),
        );
      }),
    );
