import type { HostTable } from '../../domain/deployment/host-table';
import { regionalHostEntries, siteChoices } from '../../domain/deployment/regional-sites';
import { REGIONAL_SITE_TABLE } from './regional-sites.config';

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/*
 * CONFIGURATION TO REPLACE before a real deployment.
 * The real host names are not part of the specification, so every name below is an example under the reserved
 * example.com / example.net domains. Operators replace them with the provider's hosts; nothing else changes.
 * This table is also the allow-list of hosts the portal may send a browser to (see isAllowedRedirect).
 */
export const HOST_TABLE: HostTable = {
  localHosts: LOCAL_HOSTS,
  hosts: [
    // Internal (staff) portal, single sign-on login.
    { host: 'open-staff.example.com', variant: 'internal', environment: 'prod' },
    { host: 'uat-open-staff.example.com', variant: 'internal', environment: 'uat' },
    { host: 'test-open-staff.example.com', variant: 'internal', environment: 'test' },
    // External (customer) portal, identity-service login.
    { host: 'open.example.com', variant: 'external', environment: 'prod' },
    { host: 'uat-open.example.com', variant: 'external', environment: 'uat' },
    { host: 'test-open.example.com', variant: 'external', environment: 'test' },
    // International external sites (path prefixes /us and /eu): one row each in regional-sites.config.ts.
    ...regionalHostEntries(REGIONAL_SITE_TABLE, LOCAL_HOSTS),
  ],
  environments: {
    prod: {
      ssoOrigin: 'https://sso.example.net',
      cookieDomain: '.example.com',
      identityOrigin: 'https://id.example.net',
      oauthOrigin: 'https://oauth.example.net',
      fileOrigin: 'https://files.example.net',
      gatewayOrigin: 'https://api.example.com',
    },
    uat: {
      ssoOrigin: 'https://uat-sso.example.net',
      cookieDomain: '.example.com',
      identityOrigin: 'https://uat-id.example.net',
      oauthOrigin: 'https://uat-oauth.example.net',
      fileOrigin: 'https://uat-files.example.net',
      gatewayOrigin: 'https://uat-api.example.com',
    },
    test: {
      ssoOrigin: 'https://test-sso.example.net',
      cookieDomain: '.example.com',
      identityOrigin: 'https://test-id.example.net',
      oauthOrigin: 'https://test-oauth.example.net',
      fileOrigin: 'https://test-files.example.net',
      gatewayOrigin: 'https://test-api.example.com',
    },
    // On local hosts the sandbox plays both login services and the OAuth authorization on the portal's own origin ('' = same origin).
    local: {
      ssoOrigin: '',
      cookieDomain: '',
      identityOrigin: '',
      oauthOrigin: '',
      fileOrigin: '',
    },
  },
  sites: siteChoices(REGIONAL_SITE_TABLE),
};
