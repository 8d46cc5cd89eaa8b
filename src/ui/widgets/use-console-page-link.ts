import * as E from 'fp-ts/Either';
import type { MouseEvent } from 'react';
import type { ConsolePage } from '../../application/use-cases/open-console.use-case';
import { useIdentity, useObservable, useSession } from '../portal/portal.context';
import { useReportLoginFailure } from '../portal/use-login';
import { opensElsewhere } from './opens-elsewhere';

/**
 * A link to a page of the console (work orders, application management …): its address, and for a visitor a click
 * that signs in first and opens the page once back (review m14), as the floating rail's work orders do. A signed-in
 * reader, or a click meant for another tab, follows the address as it is.
 */
export const useConsolePageLink = () => {
  const session = useObservable(useSession());
  const { consoleUrl, loginFor } = useIdentity();
  const reportLoginFailure = useReportLoginFailure();
  return (page: ConsolePage) => ({
    href: consoleUrl(page),
    onClick: (event: MouseEvent) => {
      if (session.loggedIn || event.defaultPrevented || opensElsewhere(event)) return;
      event.preventDefault();
      void loginFor({ kind: 'consolePage', page })().then((started) => {
        if (E.isLeft(started)) reportLoginFailure(started.left);
      });
    },
  });
};
