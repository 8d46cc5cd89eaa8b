import type { Deployment } from '../../domain/deployment/deployment';

/** The lcp-rest client's `site` header source: the customer portal names the reader's site (spec §7), the staff portal none. */
export const siteHeaderOf = (deployment: Pick<Deployment, 'variant' | 'site'>): (() => string) | undefined =>
  deployment.variant === 'external' ? () => deployment.site : undefined;
