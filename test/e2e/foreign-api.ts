/**
 * A server on another origin than the portal's that sends no CORS headers, as many APIs do: the nginx project's Try it
 * calls it straight (refused by the browser) and through the portal's proxy, which lists it (TRY_IT_ORIGINS).
 */
export const FOREIGN_API_PORT = Number(process.env.E2E_FOREIGN_API_PORT ?? 6190);
export const FOREIGN_API_ORIGIN = `http://127.0.0.1:${String(FOREIGN_API_PORT)}`;
