/** The token cookie the sandbox backend sets on sign-in (the real backend's name is not in the spec). */
export const TOKEN_COOKIE = 'lcp_sandbox_token';

/** The identity service's own session cookie, which GET /cookies/erp/setOidcToken turns into the token cookie. */
export const IDAAS_COOKIE = 'lcp_sandbox_idaas';

export const readCookie = (request: Request, name: string): string | undefined => {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

export const tokenCookie = (token: string): string => `${TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`;
export const clearTokenCookie = (): string => `${TOKEN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
export const idaasCookie = (oidcToken: string): string => `${IDAAS_COOKIE}=${oidcToken}; Path=/; HttpOnly; SameSite=Lax`;
export const clearIdaasCookie = (): string => `${IDAAS_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** The return address if it stays on the sandbox's own origin, else the portal's home. */
export const sameOriginOr = (request: Request, target: string | null | undefined): string => {
  const origin = new URL(request.url).origin;
  if (!target) return `${origin}/`;
  try {
    const url = new URL(target, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
};
