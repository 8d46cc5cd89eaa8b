import { describe, expect, it } from 'vitest';
import { previewPolicy } from '../../../build/deploy/csp-header.vite-plugin';
import { SANDBOX_ONLY_PREFIXES } from '../../../build/deploy/nginx-config';
import { DIAGRAM_FRAME_POLICY, securityHeaders } from '../../../build/deploy/security-headers';
import { PAGES } from '../../../build/pages';

const HASHES = ["'sha256-abc='", "'sha256-def='"];

/** The CSP nginx sends for the portal's page, as a list of directives. */
const nginxPolicy = (connectOrigins: readonly string[]) =>
  new Map(securityHeaders({ scriptHashes: HASHES, tls: false, connectOrigins }))
    .get('Content-Security-Policy')
    ?.split('; ');

describe('the CSP vite preview sends', () => {
  it("is nginx's for the portal's page, the site prefixes and the assets, but for where the page may call", () => {
    for (const path of ['/', '/index.html', '/us/', '/assets/index-abc.js', '/openapi-documents.json']) {
      const directives = previewPolicy(path, HASHES)?.split('; ');
      const deployed = nginxPolicy(['https://api.example.com']);
      expect(directives?.filter((directive) => !directive.startsWith('connect-src ')), path).toEqual(deployed?.filter((directive) => !directive.startsWith('connect-src ')));
      expect(directives, path).toContain("connect-src 'self' http: https:");
      expect(directives, path).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
      expect(directives, path).toContain("require-trusted-types-for 'script'");
    }
  });

  it("is the diagram frame's own on its page", () => {
    expect(previewPolicy(`/${PAGES['diagram-frame']}`, HASHES)).toBe(DIAGRAM_FRAME_POLICY);
  });

  it("leaves the sandbox's own pages theirs, as nginx proxies them", () => {
    expect(SANDBOX_ONLY_PREFIXES.length).toBeGreaterThan(0);
    for (const prefix of SANDBOX_ONLY_PREFIXES) expect(previewPolicy(`${prefix}login`, HASHES), prefix).toBeUndefined();
  });
});
