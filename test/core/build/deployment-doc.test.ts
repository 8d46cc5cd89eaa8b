import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, securityHeaders } from '../../../build/deploy/security-headers';

/** docs/deployment.md's tables are what the build writes: each header and cache rule, word for word. */
const doc = readFileSync(join(__dirname, '../../../docs/deployment.md'), 'utf8');
const HASH_IN_DOC = '<inline script hash>';

describe('docs/deployment.md', () => {
  it('lists every security header with the value the nginx configuration carries', () => {
    for (const [name, value] of securityHeaders({ scriptHashes: [HASH_IN_DOC], tls: true })) {
      expect(doc, name).toMatch(new RegExp(`\\| \`${name}\`[^|]*\\| \`${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\` \\|`));
    }
  });

  it('names each cache rule', () => {
    for (const value of Object.values(CACHE_CONTROL)) expect(doc).toContain(`\`${value}\``);
  });
});
