import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../src/application/session/session';
import { consolePath, makeOpenConsole } from '../../../../src/application/use-cases/open-console.use-case';
import { externalDeployment, internalDeployment, internationalDeployment } from '../../../fakes/deployments';
import { createFakeLocation } from '../../../fakes/fake-location';
import { aUser } from '../../../fakes/fake-user-port';

describe('console paths', () => {
  it.each([
    [internalDeployment, 'appManager', '/admin/#/appManager'],
    [externalDeployment, 'openBiz', '/admin/#/openBiz'],
    [externalDeployment, 'workOrder', '/admin/#/upgrade/work-order'],
    [internationalDeployment('eu'), 'appManager', '/intl-admin/#/appManager'],
    [internationalDeployment('us'), 'workOrder', '/intl-admin/#/upgrade/work-order'],
  ] as const)('%j %s is %s', (deployment, page, path) => {
    expect(consolePath(deployment, page)).toBe(path);
  });
});

describe('open console', () => {
  const setup = (signedIn: boolean) => {
    const session = createSessionStore();
    if (signedIn) session.signedIn(aUser({ developer: true }));
    const location = createFakeLocation('https://open.example.com/#/home');
    let logins = 0;
    const openConsole = makeOpenConsole({
      deployment: externalDeployment,
      session,
      location,
      startLogin: () => Promise.resolve(void (logins += 1)),
    });
    return { openConsole, location, logins: () => logins };
  };

  it('sends a visitor to login first', async () => {
    const { openConsole, location, logins } = setup(false);
    expect(await openConsole()).toBe('login');
    expect(logins()).toBe(1);
    expect(location.assigned).toEqual([]);
  });

  it('sends a signed-in user to the console', async () => {
    const { openConsole, location, logins } = setup(true);
    expect(await openConsole()).toBe('console');
    expect(logins()).toBe(0);
    expect(location.assigned).toEqual(['/admin/#/appManager']);
  });
});
