import type { Environment } from '../../domain/deployment/deployment';

/*
 * CONFIGURATION TO REPLACE for an OpenAPI deployment's Try it (docs/deployment.md "Try it's servers and proxy"), read by
 * the build only. The build reads the environment's documents (src/main/deployment/openapi-documents.config.ts) and
 * lets the page call their servers: the CSP's connect-src names them. Per environment:
 * - `moreOrigins`: servers beyond those documents' (those of documents listed at run time, which the build cannot
 *   read), as origins: `https://api.example.com`;
 * - `proxy`: turns on the portal's proxy for Try it, forwarding to those servers and to no other; `resolver` is the DNS
 *   server nginx asks for their addresses.
 * `npm run serve` reads the sandbox's documents the same way; TRY_IT_ORIGINS (comma-separated) adds origins there and
 * TRY_IT_PROXY=off turns its proxy off.
 */
export interface TryItServers {
  readonly moreOrigins: readonly string[];
  readonly proxy?: { readonly resolver: string };
}

export const TRY_IT_SERVERS: Readonly<Record<Environment, TryItServers>> = {
  prod: { moreOrigins: [] },
  uat: { moreOrigins: [] },
  test: { moreOrigins: [] },
  // `npm run serve`: its proxy is on, with the machine's own DNS server (scripts/serve.mjs).
  local: { moreOrigins: [] },
};
