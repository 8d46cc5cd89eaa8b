import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../src/application/session/session';
import { consolePath, makeOpenConsole } from '../../../../src/application/use-cases/open-console.use-case';
import type { User } from '../../../../src/domain/user/user';
import { externalDeployment, featuresOf, internalDeployment, internationalDeployment } from '../../../fakes/deployments';
import { createFakeLocation } from '../../../fakes/fake-location';
import { createFakeTeamPort } from '../../../fakes/fake-team-port';
import { aUser } from '../../../fakes/fake-user-port';
import { createMemoryStore } from '../../../fakes/memory-store';
import { RETURN_URL_KEY } from '../../../../src/application/session/storage-keys';

describe('console paths', () => {
  it.each([
    [internalDeployment, 'appManager', '/admin/#/appManager'],
    [externalDeployment, 'openBiz', '/admin/#/openBiz'],
    [externalDeployment, 'workOrder', '/admin/#/upgrade/work-order'],
    [internationalDeployment('eu'), 'appManager', '/intl-admin/#/appManager'],
    [internationalDeployment('us'), 'workOrder', '/intl-admin/#/upgrade/work-order'],
    [internationalDeployment('us'), 'createApp', '/intl-admin/#/appManager/createApp'],
    [internationalDeployment('eu'), 'registerApi', '/intl-admin/#/apiManager/registerApi'],
  ] as const)('%j %s is %s', (deployment, page, path) => {
    expect(consolePath(featuresOf(deployment).consoleBase, page)).toBe(path);
  });
});

describe('open console', () => {
  const setup = (options: { user?: User; team?: Parameters<typeof createFakeTeamPort>[0] } = {}) => {
    const session = createSessionStore();
    if (options.user) session.signedIn(options.user);
    const location = createFakeLocation('https://open.example.com/#/product');
    const teams = createFakeTeamPort(options.team);
    const sessionStorage = createMemoryStore();
    let logins = 0;
    const openConsole = makeOpenConsole({
      consoleBase: featuresOf(externalDeployment).consoleBase,
      session,
      location,
      teams,
      sessionStorage,
      startLogin: () => TE.fromIO(() => void (logins += 1)),
    });
    return { openConsole, location, teams, session, sessionStorage, logins: () => logins };
  };

  it('sends a visitor to login first', async () => {
    const { openConsole, location, logins } = setup();
    expect(await openConsole()()).toEqual(E.right('login'));
    expect(logins()).toBe(1);
    expect(location.assigned).toEqual([]);
  });

  it('a developer with a selected team goes to the console', async () => {
    const { openConsole, location, teams } = setup({ user: aUser({ developer: true, supplierId: 1001 }) });
    expect(await openConsole()()).toEqual(E.right('console'));
    expect(teams.calls).toEqual(['selectedSupplierId']);
    expect(location.assigned).toEqual(['/admin/#/appManager']);
  });

  it('a developer without a selected team (-2) chooses one first, the return address remembered', async () => {
    const { openConsole, location, teams, sessionStorage } = setup({ user: aUser({ developer: true, supplierId: 1001 }), team: { selected: -2 } });
    expect(await openConsole()()).toEqual(E.right('chooseTeam'));
    expect(teams.calls).toEqual(['selectedSupplierId', 'teams']);
    expect(sessionStorage.get(RETURN_URL_KEY)).toBe('https://open.example.com/#/product');
    expect(location.assigned).toEqual([]);
  });

  it('a developer without a selected team and without teams goes home', async () => {
    const { openConsole } = setup({ user: aUser({ developer: true, supplierId: 1001 }), team: { selected: -2, teams: [] } });
    expect(await openConsole()()).toEqual(E.right('home'));
  });

  it.each([
    ['a developer', true],
    ['a non-developer', false],
  ])('%s without a team (supplierId -1) is registered as an outside developer, then enters application management', async (_who, developer) => {
    const { openConsole, location, teams, session } = setup({ user: aUser({ developer, supplierId: -1 }) });
    expect(await openConsole()()).toEqual(E.right('console'));
    expect(teams.calls).toEqual(['saveOutDeveloper']);
    expect(session.get().user).toMatchObject({ supplierId: 3001, developer: true });
    expect(location.assigned).toEqual(['/admin/#/appManager']);
  });

  it('a non-developer with teams chooses one', async () => {
    const { openConsole, teams } = setup({ user: aUser({ developer: false, supplierId: 1001 }) });
    expect(await openConsole()()).toEqual(E.right('chooseTeam'));
    expect(teams.calls).toEqual(['teams']);
  });

  it('a non-developer who belongs to no team is registered as an outside developer, then enters the console', async () => {
    const { openConsole, teams, location } = setup({ user: aUser({ developer: false, supplierId: 1001 }), team: { teams: [] } });
    expect(await openConsole()()).toEqual(E.right('console'));
    expect(teams.calls).toEqual(['teams', 'saveOutDeveloper']);
    expect(location.assigned).toEqual(['/admin/#/appManager']);
  });

  it.each([
    ['the selected-team check', { user: aUser({ developer: true, supplierId: 1001 }), team: { fail: { selectedSupplierId: { kind: 'Network' } } } }],
    ['the team list', { user: aUser({ developer: false, supplierId: 1001 }), team: { fail: { teams: { kind: 'Timeout' } } } }],
    ['the registration', { user: aUser({ supplierId: -1 }), team: { fail: { saveOutDeveloper: { kind: 'Http', status: 500 } } } }],
  ] as const)('when %s fails the team is unknown and nothing opens', async (_step, options) => {
    const { openConsole, location } = setup(options);
    expect(await openConsole()()).toEqual(E.left({ kind: 'TeamUnknown', cause: Object.values(options.team.fail)[0] as unknown }));
    expect(location.assigned).toEqual([]);
  });
});
