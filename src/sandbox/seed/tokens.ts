/** An access token the token-query tool can look up: the owner's pin and app, and where it is valid. */
export interface SandboxToken {
  readonly accessToken: string;
  readonly ownerPin: string;
  readonly appKey: string;
  /** `env` is the environment's Chinese name, `envEn` its English one (the answer carries the request's language). */
  readonly grants: readonly { readonly env: string; readonly envEn: string; readonly authorizationTime: string; readonly expirationTime: string }[];
}

const ENVS = [
  ['生产环境', 'Production'],
  ['预发环境', 'Pre-release'],
  ['测试环境', 'Test'],
  ['美国生产', 'US production'],
  ['欧洲预发', 'EU pre-production'],
] as const;

const grants = (count: number, month: number) =>
  ENVS.slice(0, count).map(([env, envEn], index) => ({
    env,
    envEn,
    authorizationTime: `2026-${String(month).padStart(2, '0')}-0${String(index + 1)} 10:00:00`,
    expirationTime: `2027-${String(month).padStart(2, '0')}-0${String(index + 1)} 10:00:00`,
  }));

export const SEED_TOKENS: readonly SandboxToken[] = [
  { accessToken: 'a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00', ownerPin: 'merchant.dev', appKey: 'FRESH0APPKEY0001', grants: grants(3, 4) },
  { accessToken: 'b2e4d0f3c8e95e1a0f7b6c5d4e3f2a11', ownerPin: 'staff.dev', appKey: 'LCPWMSAPPKEY0002', grants: grants(2, 9) },
  { accessToken: 'c3f5e1a4d9fa6f2b1a8c7d6e5f4a3b22', ownerPin: 'buyer.plain', appKey: 'ROSSIEUAPPKEY003', grants: grants(5, 6) },
];

/**
 * The apps the sandbox gateway knows (app key → app_secret), for the API test console: the app of every seed token,
 * and one partner app (partners sign without an access token). Sandbox values only: listed on the control page.
 */
export interface SandboxApp {
  readonly appKey: string;
  readonly appSecret: string;
  readonly partner: boolean;
}

export const SEED_APPS: readonly SandboxApp[] = [
  { appKey: 'FRESH0APPKEY0001', appSecret: 'fresh0secret0001', partner: false },
  { appKey: 'LCPWMSAPPKEY0002', appSecret: 'lcpwms0secret002', partner: false },
  { appKey: 'ROSSIEUAPPKEY003', appSecret: 'rossieu0secret03', partner: false },
  { appKey: 'PARTNERAPPKEY004', appSecret: 'partner0secret04', partner: true },
];
