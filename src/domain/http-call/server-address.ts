import type { GatewayEnvironment } from '../doc/api-doc';

/** A server's address for an operation, with the variable values given (each variable's default otherwise). */
export const serverAddress = (server: GatewayEnvironment, values: Readonly<Record<string, string>> = {}): string => {
  const { template, variables } = server;
  if (!template || !variables?.length) return server.url;
  const chosen = new Map(variables.map((variable) => [variable.name, values[variable.name] || variable.defaultValue]));
  return template.replace(/\{([^{}]+)\}/g, (whole, name: string) => chosen.get(name) ?? whole);
};

/** More combinations of a server's variables than this are not listed (the defaults always are). */
const MAX_COMBINATIONS = 64;

/**
 * The origins (scheme, host and port) an HTTP(S) server of a document reaches: its address with each combination of
 * its variables' allowed values (a variable without a list: its default only). Other schemes reach none.
 */
export const serverOrigins = (server: GatewayEnvironment): string[] => {
  let combinations: Record<string, string>[] = [{}];
  for (const variable of server.variables ?? []) {
    const values = variable.allowed?.length ? variable.allowed : [variable.defaultValue];
    const next = combinations.flatMap((combination) => values.map((value) => ({ ...combination, [variable.name]: value })));
    if (next.length > MAX_COMBINATIONS) break;
    combinations = next;
  }
  const origins = combinations.flatMap((values) => {
    try {
      const url = new URL(serverAddress(server, values));
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
};
