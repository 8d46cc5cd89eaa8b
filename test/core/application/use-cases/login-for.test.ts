import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../src/application/session/session';
import { AFTER_LOGIN_KEY } from '../../../../src/application/session/storage-keys';
import { makeContinueAfterLogin, makeLoginFor } from '../../../../src/application/use-cases/login-for.use-case';
import type { StartLoginError } from '../../../../src/application/use-cases/start-login.use-case';
import { isAllowedRedirect } from '../../../../src/domain/deployment/host-table';
import { HOST_TABLE } from '../../../../src/main/deployment/host-table.config';
import { createFakeLocation } from '../../../fakes/fake-location';
import { aUser } from '../../../fakes/fake-user-port';
import { createMemoryStore } from '../../../fakes/memory-store';

const HERE = 'http://localhost:5173/?variant=external&q=x#/productDetail/lcp-tms';
/** The portal's own allow-list (host table), as the container binds it. */
const allowList = (url: string) => isAllowedRedirect(HOST_TABLE, url, 'http://localhost:5173');

const setup = (options: { refuse?: StartLoginError } = {}) => {
  const location = createFakeLocation(HERE);
  const sessionStorage = createMemoryStore();
  const returns: (string | undefined)[] = [];
  const loginFor = makeLoginFor({
    startLogin: (returnUrl) => {
      returns.push(returnUrl);
      return options.refuse ? TE.left(options.refuse) : TE.right('http://localhost:5173/__sandbox/login');
    },
    location,
    sessionStorage,
    isAllowedRedirect: allowList,
  });
  return { loginFor, location, sessionStorage, returns };
};

describe('login for what a visitor asked for (review m14)', () => {
  it('comes back to the asked route of this portal, with the deployment query kept', async () => {
    const { loginFor, returns } = setup();
    expect(E.isRight(await loginFor({ kind: 'route', route: '/apply/lcp-tms' })())).toBe(true);
    expect(returns).toEqual(['http://localhost:5173/?variant=external#/apply/lcp-tms']);
  });

  it.each([['//evil.example.com/x'], ['/\\evil.example.com'], ['https://evil.example.com/#/apply/x'], ['/apply/x y'], ['/chooseSupplier']])(
    'a route the return rule refuses (%s) comes back to this page instead, never there',
    async (route) => {
      const { loginFor, returns } = setup();
      await loginFor({ kind: 'route', route })();
      expect(returns).toEqual([undefined]);
    },
  );

  it('an address off the allow-list is never the return address', async () => {
    const location = createFakeLocation('https://unknown.example.net/#/product');
    const returns: (string | undefined)[] = [];
    const loginFor = makeLoginFor({
      startLogin: (returnUrl) => {
        returns.push(returnUrl);
        return TE.right('x');
      },
      location,
      sessionStorage: createMemoryStore(),
      isAllowedRedirect: (url) => isAllowedRedirect(HOST_TABLE, url, 'https://open.example.com'),
    });
    await loginFor({ kind: 'route', route: '/apply/lcp-tms' })();
    expect(returns).toEqual([undefined]);
  });

  it('the console comes back here and remembers to go on; a login that did not start forgets it', async () => {
    const started = setup();
    await started.loginFor({ kind: 'openConsole' })();
    expect(started.returns).toEqual([undefined]);
    expect(started.sessionStorage.get(AFTER_LOGIN_KEY)).toBe('console');

    const refused = setup({ refuse: { kind: 'RedirectRefused', url: 'https://evil.example.com' } });
    await refused.loginFor({ kind: 'consolePage', page: 'workOrder' })();
    expect(refused.sessionStorage.get(AFTER_LOGIN_KEY)).toBeNull();
  });
});

describe('continue after login', () => {
  const continueWith = (mark: string | undefined, signedIn: boolean) => {
    const session = createSessionStore();
    if (signedIn) session.signedIn(aUser());
    else session.signedOut();
    const sessionStorage = createMemoryStore(mark ? { [AFTER_LOGIN_KEY]: mark } : {});
    const location = createFakeLocation(HERE);
    let consoleOpened = 0;
    const run = makeContinueAfterLogin({
      session,
      sessionStorage,
      location,
      isAllowedRedirect: allowList,
      consoleBase: '/admin/#',
      openConsole: () => {
        consoleOpened += 1;
        return TE.right('chooseTeam');
      },
    });
    return { run, sessionStorage, location, opened: () => consoleOpened };
  };

  it('runs the console entry once the visitor is back signed in, once', async () => {
    const { run, sessionStorage, opened } = continueWith('console', true);
    expect(await run()()).toEqual(E.right('chooseTeam'));
    expect(await run()()).toEqual(E.right('nothing'));
    expect(opened()).toBe(1);
    expect(sessionStorage.get(AFTER_LOGIN_KEY)).toBeNull();
  });

  it("opens the console's work orders", async () => {
    const { run, location } = continueWith('console:workOrder', true);
    expect(await run()()).toEqual(E.right('console'));
    expect(location.assigned).toEqual(['/admin/#/upgrade/work-order']);
  });

  it('does nothing, and forgets, for a visitor who came back without signing in', async () => {
    const { run, sessionStorage, location, opened } = continueWith('console:workOrder', false);
    expect(await run()()).toEqual(E.right('nothing'));
    expect(sessionStorage.get(AFTER_LOGIN_KEY)).toBeNull();
    expect(location.assigned).toEqual([]);
    expect(opened()).toBe(0);
  });

  it('ignores a mark it does not know', async () => {
    const { run, location, opened } = continueWith('https://evil.example.com', true);
    expect(await run()()).toEqual(E.right('nothing'));
    expect(location.assigned).toEqual([]);
    expect(opened()).toBe(0);
  });
});
