/** The token query's lcp-rest call (spec §7): its address carries the typed access token, so the deployment keeps it out of logs. */
export const TOKEN_INFO_PATH = '/oauth/getInfoByToken';
