import { ContainerModule } from 'inversify';
import type { BrowserLocation } from '../../application/ports/browser.port';
import type { PortalConfig } from '../../application/ports/portal-config.port';
import type { CookieJar, KeyValueStore } from '../../application/ports/storage.port';
import type { Deployment } from '../../domain/deployment/deployment';
import type { HostTable } from '../../domain/deployment/host-table';
import { TOKENS } from './tokens';

/** What the running platform provides: browser adapters in the app, in-memory fakes in tests. */
export interface Platform {
  readonly deployment: Deployment;
  readonly hostTable: HostTable;
  readonly portalConfig: PortalConfig;
  readonly loginSource: string;
  readonly fetch: typeof fetch;
  readonly localStore: KeyValueStore;
  readonly sessionStorage: KeyValueStore;
  readonly cookies: CookieJar;
  readonly location: BrowserLocation;
  /** 32 random alphanumeric characters (crypto in browsers). */
  readonly randomId: () => string;
}

export const platformModule = (platform: Platform) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.Deployment).toConstantValue(platform.deployment);
    bind(TOKENS.HostTable).toConstantValue(platform.hostTable);
    bind(TOKENS.PortalConfig).toConstantValue(platform.portalConfig);
    bind(TOKENS.LoginSource).toConstantValue(platform.loginSource);
    bind(TOKENS.Fetch).toConstantValue(platform.fetch);
    bind(TOKENS.LocalStore).toConstantValue(platform.localStore);
    bind(TOKENS.SessionStorage).toConstantValue(platform.sessionStorage);
    bind(TOKENS.Cookies).toConstantValue(platform.cookies);
    bind(TOKENS.Location).toConstantValue(platform.location);
    bind(TOKENS.RandomId).toConstantValue(platform.randomId);
  });
