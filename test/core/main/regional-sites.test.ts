import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, REGIONAL_SITES } from '../../../src/domain/deployment/deployment';
import { findHost } from '../../../src/domain/deployment/host-table';
import { PREFIX_PATTERN, siteFromPath } from '../../../src/domain/deployment/resolve-deployment';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { REGIONAL_SITE_TABLE } from '../../../src/main/deployment/regional-sites.config';

const siteLabels = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../src/ui/i18n/locales/${locale}/site.json`), 'utf8')) as Record<string, string>;

describe('the regional sites table', () => {
  it('names every site’s label in both languages', () => {
    for (const locale of LOCALES) {
      const labels = siteLabels(locale);
      for (const site of REGIONAL_SITES) expect(labels[REGIONAL_SITE_TABLE[site].label.replace(/^site\./, '')], `${locale} ${site}`).toBeTruthy();
    }
  });

  it('gives every site its path prefix, and nothing else one', () => {
    for (const site of REGIONAL_SITES) {
      expect(siteFromPath(`/${site}/`)).toBe(site);
      expect(siteFromPath(`/${site}`)).toBe(site);
    }
    expect(PREFIX_PATTERN.test('/usa/')).toBe(false);
    expect(PREFIX_PATTERN.test('/docs/us/')).toBe(false);
  });

  it('puts each site’s hosts in the host table, opening that site', () => {
    for (const site of REGIONAL_SITES) {
      for (const hosts of Object.values<readonly string[]>(REGIONAL_SITE_TABLE[site].hosts)) {
        for (const host of hosts.filter((name) => !HOST_TABLE.localHosts.includes(name))) {
          expect(findHost(HOST_TABLE, host)).toMatchObject({ variant: 'external', site });
        }
      }
    }
  });

  it('offers each environment’s chooser every site, in the table’s order, at its first host', () => {
    expect(HOST_TABLE.sites.prod).toEqual([
      { host: 'eu-open.example.com', label: 'site.eu', serverRoom: 'eu' },
      { host: 'global-open.example.com', label: 'site.us', serverRoom: 'us' },
    ]);
    for (const choices of Object.values(HOST_TABLE.sites)) expect(choices.map((choice) => choice.serverRoom).sort()).toEqual([...REGIONAL_SITES].sort());
  });
});
