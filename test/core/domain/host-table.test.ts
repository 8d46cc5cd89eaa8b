import { describe, expect, it } from 'vitest';
import { allowedRedirectHosts, findHost, isAllowedRedirect } from '../../../src/domain/deployment/host-table';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';

const CURRENT = 'open.example.com';

describe('redirect allow-list', () => {
  it('holds the portal hosts, the regional sites and the login and OAuth origins, nothing else', () => {
    const hosts = allowedRedirectHosts(HOST_TABLE);
    for (const host of ['open.example.com', 'open-staff.example.com', 'eu-open.example.com', 'sso.example.net', 'id.example.net', 'oauth.example.net', 'localhost']) {
      expect(hosts.has(host)).toBe(true);
    }
    expect(hosts.has('example.com')).toBe(false);
    expect(hosts.size).toBe(new Set([...HOST_TABLE.localHosts, ...HOST_TABLE.hosts.map((entry) => entry.host)]).size + 9);
  });

  it.each([
    ['a same-origin path', '/home', true],
    ['a same-origin hash route', '#/mySystem', true],
    ['the single sign-on login', 'https://sso.example.net/sso/login?ReturnUrl=x', true],
    ['the identity service', 'https://id.example.net/login', true],
    ['a regional site', 'https://eu-open.example.com/eu/#/home', true],
    ['the current host', `https://${CURRENT}/x`, true],
    ['a foreign host', 'https://evil.example.org/', false],
    ['a look-alike suffix', 'https://sso.example.net.evil.org/', false],
    ['a protocol-relative address', '//evil.example.org/x', false],
    ['a backslash trick', '/\\evil.example.org', false],
    ['a tab inside the slashes', '/\t/evil.example.org', false],
    ['javascript:', 'javascript:alert(1)', false],
    ['data:', 'data:text/html,hi', false],
    ['credentials before an allowed-looking host', 'https://sso.example.net@evil.example.org/', false],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)', false],
    ['javascript: with a tab inside', 'java\tscript:alert(1)', false],
    ['javascript: after a space', ' javascript:alert(1)', false],
    ['two backslashes', '\\\\evil.example.org', false],
    ['a scheme without slashes', 'https:evil.example.org', false],
    ['an encoded host name', 'https://evil%2Eexample%2Eorg/', false],
    ['encoded credentials before a foreign host', 'https://open.example.com%252F@evil.example.org/', false],
    ['an encoded slash inside the host', 'https://open.example.com%2F.evil.org/', false],
    ['an encoded scheme separator', 'https:%2F%2Fevil.example.org', false],
    // Percent-encoded slashes and colons are not separators: these stay on the current host as a path.
    ['encoded slashes (a path here)', '%2F%2Fevil.example.org', true],
    ['an encoded javascript: (a path here)', 'javascript%3Aalert(1)', true],
  ])('%s: %s → %s', (_name, url, allowed) => {
    expect(isAllowedRedirect(HOST_TABLE, url, CURRENT)).toBe(allowed);
  });

  it('finds hosts case-insensitively', () => {
    expect(findHost(HOST_TABLE, 'OPEN.EXAMPLE.COM')?.variant).toBe('external');
    expect(findHost(HOST_TABLE, 'nowhere.example.com')).toBeUndefined();
  });
});
