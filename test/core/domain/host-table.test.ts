import { describe, expect, it } from 'vitest';
import { allowedRedirectOrigins, findHost, isAllowedRedirect } from '../../../src/domain/deployment/host-table';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';

const CURRENT = 'open.example.com';
const PAGE = `https://${CURRENT}`;

describe('redirect allow-list', () => {
  it('holds origins: the portal hosts and regional sites over the page’s scheme, the login and OAuth origins as configured', () => {
    const origins = allowedRedirectOrigins(HOST_TABLE, 'https:');
    for (const origin of ['https://open.example.com', 'https://open-staff.example.com', 'https://eu-open.example.com', 'https://sso.example.net', 'https://id.example.net', 'https://oauth.example.net']) {
      expect(origins.has(origin)).toBe(true);
    }
    for (const origin of ['https://example.com', 'http://open.example.com', 'https://open.example.com:8443', 'http://localhost', 'https://localhost']) {
      expect(origins.has(origin)).toBe(false);
    }
    expect(allowedRedirectOrigins(HOST_TABLE, 'http:').has('http://open.example.com')).toBe(true);
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
    ['an encoded host name', 'https://evil%2Eexample%2Eorg/', false],
    ['encoded credentials before a foreign host', 'https://open.example.com%252F@evil.example.org/', false],
    ['an encoded slash inside the host', 'https://open.example.com%2F.evil.org/', false],
    // Percent-encoded slashes and colons are not separators: these stay on the current host as a path.
    ['encoded slashes (a path here)', '%2F%2Fevil.example.org', true],
    ['an encoded javascript: (a path here)', 'javascript%3Aalert(1)', true],
    // By exact origin: scheme, host and port.
    ['user-info before the portal’s own host', `https://user:pass@${CURRENT}/`, false],
    ['a user name alone', `https://user@${CURRENT}/`, false],
    ['user-info before an allowed login origin', 'https://me@sso.example.net/login', false],
    ['another port of the portal’s host', `https://${CURRENT}:8443/`, false],
    ['another port of the login origin', 'https://sso.example.net:444/login', false],
    ['a downgrade to http of the portal’s host', `http://${CURRENT}/`, false],
    ['a downgrade to http of a regional site', 'http://eu-open.example.com/eu/', false],
    ['a downgrade to http of the login origin', 'http://sso.example.net/login', false],
    ['the default port written out', `https://${CURRENT}:443/x`, true],
  ])('%s: %s → %s', (_name, url, allowed) => {
    expect(isAllowedRedirect(HOST_TABLE, url, PAGE)).toBe(allowed);
  });

  it('on a local host only the page’s own origin passes (its port too)', () => {
    const local = 'http://localhost:4173';
    expect(isAllowedRedirect(HOST_TABLE, '/#/home', local)).toBe(true);
    expect(isAllowedRedirect(HOST_TABLE, 'http://localhost:4173/eu/#/home', local)).toBe(true);
    expect(isAllowedRedirect(HOST_TABLE, 'http://localhost:5173/', local)).toBe(false);
    expect(isAllowedRedirect(HOST_TABLE, 'http://127.0.0.1:4173/', local)).toBe(false);
    expect(isAllowedRedirect(HOST_TABLE, 'http://user@localhost:4173/', local)).toBe(false);
  });

  it('a scheme without slashes is judged where the browser takes it: a path of an https page, a foreign host from an http page', () => {
    for (const url of ['https:evil.example.org', 'https:%2F%2Fevil.example.org']) {
      expect(new URL(url, `${PAGE}/`).origin).toBe(PAGE);
      expect(isAllowedRedirect(HOST_TABLE, url, PAGE)).toBe(true);
      expect(isAllowedRedirect(HOST_TABLE, url, 'http://localhost:4173')).toBe(false);
    }
  });

  it('an unknown page origin still resolves relative addresses and refuses foreign ones', () => {
    expect(isAllowedRedirect(HOST_TABLE, '/home', '')).toBe(true);
    expect(isAllowedRedirect(HOST_TABLE, '//evil.example.org/', '')).toBe(false);
  });

  it('finds hosts case-insensitively', () => {
    expect(findHost(HOST_TABLE, 'OPEN.EXAMPLE.COM')?.variant).toBe('external');
    expect(findHost(HOST_TABLE, 'nowhere.example.com')).toBeUndefined();
  });
});
