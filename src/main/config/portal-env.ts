import { z } from 'zod/mini';
import type { PortalConfig } from '../../application/ports/portal-config.port';
import { ACCOUNT_TYPES, DOCS_SOURCES, ENVIRONMENTS, SITES, VARIANTS } from '../../domain/deployment/deployment';
import type { LocalOverride } from '../../domain/deployment/resolve-deployment';

/*
 * Build-time configuration (VITE_* variables, see docs/configuration.md), validated once at start-up.
 * A bad value falls back to its default and is reported on the console, never breaking the page.
 */
const schema = z.object({
  VITE_DEPLOYMENT_VARIANT: z.optional(z.enum(VARIANTS)),
  VITE_DEPLOYMENT_ENV: z.optional(z.enum(ENVIRONMENTS)),
  VITE_DEPLOYMENT_SITE: z.optional(z.enum(SITES)),
  VITE_ACCOUNT_TYPE: z.optional(z.enum(ACCOUNT_TYPES)),
  VITE_DOCS_SOURCE: z.optional(z.enum(DOCS_SOURCES)),
  VITE_SUPPORT_PHONE: z._default(z.string().check(z.minLength(3)), '400-000-0000'),
  VITE_SUPPORT_EMAIL: z._default(z.email(), 'openplatform-support@example.com'),
  VITE_INTL_SUPPORT_PHONE: z._default(z.string().check(z.minLength(3)), '+1 000-000-0000'),
  VITE_INTL_SUPPORT_EMAIL: z._default(z.email(), 'global-support@example.com'),
  VITE_COPYRIGHT_END_YEAR: z._default(z.coerce.number().check(z.multipleOf(1), z.minimum(2004), z.maximum(2100)), 2023),
  VITE_LOGIN_SOURCE: z._default(z.string().check(z.minLength(1)), 'lcp-portal'),
});

export type PortalEnv = z.output<typeof schema>;

export const readPortalEnv = (raw: Record<string, unknown>): PortalEnv => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn('Invalid portal configuration, using defaults for:', parsed.error.issues.map((issue) => issue.path.join('.')));
  const valid = Object.fromEntries(
    Object.entries(raw).filter(([key]) => !parsed.error.issues.some((issue) => issue.path[0] === key)),
  );
  return schema.parse(valid);
};

export const configuredDeployment = (env: PortalEnv): LocalOverride => ({
  variant: env.VITE_DEPLOYMENT_VARIANT,
  environment: env.VITE_DEPLOYMENT_ENV,
  site: env.VITE_DEPLOYMENT_SITE,
  accountType: env.VITE_ACCOUNT_TYPE,
  docs: env.VITE_DOCS_SOURCE,
});

export const portalConfigFrom = (env: PortalEnv): PortalConfig => ({
  supportPhone: env.VITE_SUPPORT_PHONE,
  supportEmail: env.VITE_SUPPORT_EMAIL,
  internationalPhone: env.VITE_INTL_SUPPORT_PHONE,
  internationalEmail: env.VITE_INTL_SUPPORT_EMAIL,
  copyrightEndYear: env.VITE_COPYRIGHT_END_YEAR,
});
