import { z } from 'zod';
import type { PortalConfig } from '../../application/ports/portal-config.port';
import type { LocalOverride } from '../../domain/deployment/resolve-deployment';

/*
 * Build-time configuration (VITE_* variables, see docs/configuration.md), validated once at start-up.
 * A bad value falls back to its default and is reported on the console, never breaking the page.
 */
const schema = z.object({
  VITE_DEPLOYMENT_VARIANT: z.enum(['internal', 'external']).optional(),
  VITE_DEPLOYMENT_ENV: z.enum(['test', 'uat', 'prod', 'local']).optional(),
  VITE_DEPLOYMENT_SITE: z.enum(['common', 'us', 'eu']).optional(),
  VITE_ACCOUNT_TYPE: z.enum(['erp', 'idaas', 'glsc']).optional(),
  VITE_SUPPORT_PHONE: z.string().min(3).default('400-000-0000'),
  VITE_SUPPORT_EMAIL: z.email().default('openplatform-support@example.com'),
  VITE_INTL_SUPPORT_PHONE: z.string().min(3).default('+1 000-000-0000'),
  VITE_INTL_SUPPORT_EMAIL: z.email().default('global-support@example.com'),
  VITE_COPYRIGHT_END_YEAR: z.coerce.number().int().min(2004).max(2100).default(2023),
  VITE_LOGIN_SOURCE: z.string().min(1).default('lcp-portal'),
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
});

export const portalConfigFrom = (env: PortalEnv): PortalConfig => ({
  supportPhone: env.VITE_SUPPORT_PHONE,
  supportEmail: env.VITE_SUPPORT_EMAIL,
  internationalPhone: env.VITE_INTL_SUPPORT_PHONE,
  internationalEmail: env.VITE_INTL_SUPPORT_EMAIL,
  copyrightEndYear: env.VITE_COPYRIGHT_END_YEAR,
});
