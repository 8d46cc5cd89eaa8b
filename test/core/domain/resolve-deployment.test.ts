import { describe, expect, it } from 'vitest';
import type { Deployment } from '../../../src/domain/deployment/deployment';
import {
  prefixedPath,
  resolveDeployment,
  resolveLocale,
  siteFromPath,
  type DeploymentInput,
} from '../../../src/domain/deployment/resolve-deployment';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';

type Expected = Pick<Deployment, 'variant' | 'environment' | 'site' | 'accountType'> & { docs?: Deployment['docs'] };

const rows: [string, DeploymentInput, Expected][] = [
  ['internal prod host', { hostname: 'open-staff.example.com', pathname: '/' }, { variant: 'internal', environment: 'prod', site: 'common', accountType: 'erp' }],
  ['internal uat host', { hostname: 'uat-open-staff.example.com', pathname: '/' }, { variant: 'internal', environment: 'uat', site: 'common', accountType: 'erp' }],
  ['internal test host, upper case', { hostname: 'TEST-OPEN-STAFF.example.com', pathname: '/' }, { variant: 'internal', environment: 'test', site: 'common', accountType: 'erp' }],
  ['external prod host', { hostname: 'open.example.com', pathname: '/' }, { variant: 'external', environment: 'prod', site: 'common', accountType: 'idaas' }],
  ['external test host', { hostname: 'test-open.example.com', pathname: '/' }, { variant: 'external', environment: 'test', site: 'common', accountType: 'idaas' }],
  ['global host, /eu path', { hostname: 'global-open.example.com', pathname: '/eu/' }, { variant: 'external', environment: 'prod', site: 'eu', accountType: 'idaas' }],
  ['global host, no prefix, stored eu', { hostname: 'global-open.example.com', pathname: '/', storedSite: 'eu' }, { variant: 'external', environment: 'prod', site: 'eu', accountType: 'idaas' }],
  ['global host, no prefix, nothing stored', { hostname: 'global-open.example.com', pathname: '/' }, { variant: 'external', environment: 'prod', site: 'us', accountType: 'idaas' }],
  ['Europe host, no prefix, nothing stored', { hostname: 'eu-open.example.com', pathname: '/' }, { variant: 'external', environment: 'prod', site: 'eu', accountType: 'idaas' }],
  ['Europe host, /us path wins over the host', { hostname: 'eu-open.example.com', pathname: '/us/x', storedSite: 'eu' }, { variant: 'external', environment: 'prod', site: 'us', accountType: 'idaas' }],
  ['uat Europe host', { hostname: 'uat-eu-open.example.com', pathname: '/' }, { variant: 'external', environment: 'uat', site: 'eu', accountType: 'idaas' }],
  ['localhost, nothing chosen', { hostname: 'localhost', pathname: '/' }, { variant: 'external', environment: 'local', site: 'common', accountType: 'idaas' }],
  ['localhost, configured internal', { hostname: 'localhost', pathname: '/', configured: { variant: 'internal' } }, { variant: 'internal', environment: 'local', site: 'common', accountType: 'erp' }],
  ['127.0.0.1, query beats configuration', { hostname: '127.0.0.1', pathname: '/', configured: { variant: 'internal' }, query: { variant: 'external', site: 'us' } }, { variant: 'external', environment: 'local', site: 'us', accountType: 'idaas' }],
  ['localhost, /eu path on external', { hostname: 'localhost', pathname: '/eu/', query: { variant: 'external' } }, { variant: 'external', environment: 'local', site: 'eu', accountType: 'idaas' }],
  ['localhost, internal ignores sites', { hostname: 'localhost', pathname: '/eu/', query: { variant: 'internal', site: 'eu' } }, { variant: 'internal', environment: 'local', site: 'common', accountType: 'erp' }],
  ['localhost, glsc account type', { hostname: 'localhost', pathname: '/', query: { accountType: 'glsc' } }, { variant: 'external', environment: 'local', site: 'common', accountType: 'glsc' }],
  ['localhost, documents from OpenAPI', { hostname: 'localhost', pathname: '/', query: { docs: 'openapi' } }, { variant: 'external', environment: 'local', site: 'common', accountType: 'idaas', docs: 'openapi' }],
  ['a host without a documents source takes lcp-rest', { hostname: 'open.example.com', pathname: '/' }, { variant: 'external', environment: 'prod', site: 'common', accountType: 'idaas', docs: 'lcp' }],
  ['a host with OpenAPI documents', { hostname: 'docs.example.com', pathname: '/', query: { docs: 'lcp' } }, { variant: 'external', environment: 'prod', site: 'common', accountType: 'idaas', docs: 'openapi' }],
  ['unknown host ignores the query', { hostname: 'evil.example.org', pathname: '/', query: { variant: 'internal' } }, { variant: 'external', environment: 'local', site: 'common', accountType: 'idaas' }],
];

/** The example table, with a host that takes its documents from OpenAPI. */
const TABLE = { ...HOST_TABLE, hosts: [...HOST_TABLE.hosts, { host: 'docs.example.com', variant: 'external', environment: 'prod', docs: 'openapi' } as const] };

describe('resolveDeployment', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(resolveDeployment(TABLE, input)).toMatchObject({ ...expected, host: input.hostname.toLowerCase() });
  });
});

describe('site path prefix rule', () => {
  it.each([
    ['/us/', 'us'],
    ['/eu', 'eu'],
    ['/eu/home', 'eu'],
    ['/intl-admin/', undefined],
    ['/usx/', undefined],
    ['/', undefined],
  ] as const)('siteFromPath(%s) is %s', (path, site) => {
    expect(siteFromPath(path)).toBe(site);
  });

  it.each([
    ['/', null, 'us', '/us/'],
    ['/', 'eu', 'us', '/eu/'],
    ['/', null, 'eu', '/eu/'],
    ['/', 'us', 'eu', '/us/'],
    ['/', 'nonsense', 'eu', '/eu/'],
    ['/home', null, 'us', '/us/home'],
    ['/us/', 'eu', 'eu', undefined],
    ['/eu/x', null, 'us', undefined],
    ['/intl-admin/', null, 'us', undefined],
  ] as const)('prefixedPath(%s, stored %s, the host’s site %s) → %s', (path, stored, hostSite, expected) => {
    expect(prefixedPath(path, stored, hostSite)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  const common = resolveDeployment(HOST_TABLE, { hostname: 'open.example.com', pathname: '/' });
  const international = resolveDeployment(HOST_TABLE, { hostname: 'global-open.example.com', pathname: '/us/' });
  it.each([
    ['nothing stored, common site', null, common, 'zh-cn'],
    ['nothing stored, international site', null, international, 'en-us'],
    ['stored en-us on common', 'en-us', common, 'en-us'],
    ['stored zh-cn on international', 'zh-cn', international, 'zh-cn'],
    ['garbage stored', 'fr', common, 'zh-cn'],
  ] as const)('%s', (_name, stored, deployment, expected) => {
    expect(resolveLocale(stored, deployment)).toBe(expected);
  });
});
