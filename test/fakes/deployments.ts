import type { Deployment } from '../../src/domain/deployment/deployment';
import type { PortalFeatures } from '../../src/domain/deployment/portal-features';
import { customerPortalFeatures } from '../../src/main/container/profiles/external.features';
import { staffPortalFeatures } from '../../src/main/container/profiles/internal.features';
import { featuresOnSite } from '../../src/main/deployment/portal-features.config';

export const internalDeployment: Deployment = {
  variant: 'internal',
  environment: 'test',
  site: 'common',
  host: 'test-open-staff.example.com',
  accountType: 'erp',
  docs: 'lcp',
};

export const externalDeployment: Deployment = {
  variant: 'external',
  environment: 'test',
  site: 'common',
  host: 'test-open.example.com',
  accountType: 'idaas',
  docs: 'lcp',
};

export const internationalDeployment = (site: 'us' | 'eu' = 'us'): Deployment => ({
  variant: 'external',
  environment: 'prod',
  site,
  host: site === 'eu' ? 'eu-open.example.com' : 'global-open.example.com',
  accountType: 'idaas',
  docs: 'lcp',
});

export const localDeployment = (overrides: Partial<Deployment> = {}): Deployment => ({
  variant: 'external',
  environment: 'local',
  site: 'common',
  host: 'localhost',
  accountType: 'idaas',
  docs: 'lcp',
  ...overrides,
});

/** The features the container binds for a deployment: its profile's, changed by its site. */
export const featuresOf = (deployment: Deployment): PortalFeatures =>
  featuresOnSite({ internal: staffPortalFeatures, external: customerPortalFeatures }[deployment.variant], deployment);
