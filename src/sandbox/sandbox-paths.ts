/**
 * The path roots the sandbox answers: the backend (/lcp-rest), its own pages (/__sandbox: the login services, files,
 * controls) and the console's stand-in pages (/admin, /intl-admin). Everything else goes on to the portal's server.
 */
export const SANDBOX_ROOTS = ['lcp-rest', '__sandbox', 'admin', 'intl-admin'] as const;

const SANDBOX_PATH = new RegExp(`^/(${SANDBOX_ROOTS.join('|')})(/|$)`);

export const isSandboxPath = (pathname: string): boolean => SANDBOX_PATH.test(pathname);
