import { LOCALES, type DocsSource, type Environment, type Locale, type Site, type Variant } from '../domain/deployment/deployment';
import type { HostTable } from '../domain/deployment/host-table';
import { markdownTwinPath, publishedPath, type PublishedPage } from '../domain/publish/published-page';
import type { AppError } from '../application/errors/app-error';
import { makeCollectSiteDocuments, type PublishReadFailure, type SiteDocuments } from '../application/publish/collect-site-documents.use-case';
import { createLcpRestClient } from '../infrastructure/http/lcp-rest.client';
import { createHttpBizUnitGateway } from '../infrastructure/gateways/http-biz-unit.gateway';
import { createHttpDocGateway } from '../infrastructure/gateways/http-doc.gateway';
import { createHttpReleaseDocGateway } from '../infrastructure/gateways/http-release-doc.gateway';
import { createHttpWorkOrderGateway } from '../infrastructure/gateways/http-work-order.gateway';
import type { PublishedContext } from './html/published-context';
import { twinWriter } from './markdown-twins';
import { createNodeRichText } from './node-rich-text';
import { gatewayOf, publishTargets, type PublishTarget } from './publish-targets';
import { publishWords } from './publish-words';
import { questionPages } from './html/question-pages';
import { filesOf, renderSite, type PublishedEntry } from './render-site';
import { siteIndexFiles } from './site-index';
import { STAFF_ROBOTS_TXT } from './site-index-files';
import { featuresOnSite } from '../main/deployment/portal-features.config';
import { siteHeaderOf } from '../main/deployment/site-header';
import { customerPortalFeatures } from '../main/container/profiles/external.features';
import { staffPortalFeatures } from '../main/container/profiles/internal.features';
import { docTermOf } from '../ui/portal/doc-terms';
import { apiDocPartsOf } from '../ui/docs/common/doc-labels';
import { openApiPorts, type PublishOpenApiSource } from './openapi-source';
import { DOCS_INDEX, type DocsIndex, type IndexedPage } from './docs-index';
import { dropSnapshot, fileKey, hashOf, openSnapshot, readCurrent, swapIn, type Manifest, type ManifestEntry } from './snapshot';

/*
 * `npm run publish` (docs/publishing.md): every public document of every public site, in both languages, read through
 * the app's own gateways and contracts, written as plain pages, Markdown twins, sitemaps, robots.txt and llms.txt into
 * a new snapshot that replaces the served one in one step.
 */

export interface PublishOptions {
  readonly outDir: string;
  readonly hostTable: HostTable;
  readonly environment: Environment;
  /** The origin every site is served from on `local` (`npm run serve`'s). */
  readonly localOrigin: string;
  /** The lcp-rest backend: its base address and the fetch that reaches it (the embedded sandbox's, or the real one's). */
  readonly backend: { readonly baseUrl: string; readonly fetch: typeof fetch };
  readonly now?: () => Date;
  /** Only these sites (default: every public site); the others keep the pages they had. */
  readonly sites?: readonly Site[];
  /** Reads of one site at most at once (be kind to the backend). */
  readonly concurrency?: number;
  /**
   * Which portal: the customer portal (default; its sites are public), or the staff portal, which publishes nothing
   * unless asked for here, into its own folder, with a robots.txt that disallows all.
   */
  readonly variant?: Variant;
  /**
   * Which deployments: those whose documents come from lcp-rest (default), or the OpenAPI deployments, whose units,
   * APIs and messages come from `openapi`'s documents (their released documents and FAQ still from lcp-rest).
   */
  readonly docs?: DocsSource;
  readonly openapi?: PublishOpenApiSource;
}

export interface PublishedFailure {
  readonly site: Site;
  readonly locale: Locale;
  /** The page (or, for a menu, the unit's page) it was for. */
  readonly path: string;
  readonly menu?: PublishReadFailure['menu'];
  readonly error: AppError;
}

export interface PublishSummary {
  readonly pages: number;
  readonly written: number;
  readonly unchanged: number;
  /** Pages of the last snapshot kept because their read failed. */
  readonly kept: number;
  readonly gone: number;
  readonly failures: readonly PublishedFailure[];
  /** Whether the new snapshot is served now (false: nothing changed, so nothing was swapped). */
  readonly swapped: boolean;
  readonly snapshot: string;
}

const readSite = async (target: PublishTarget, locale: Locale, options: PublishOptions, openapi: ReturnType<typeof openApiPorts> | undefined): Promise<SiteDocuments> => {
  const client = createLcpRestClient({
    baseUrl: options.backend.baseUrl,
    accountType: target.deployment.accountType,
    cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
    locale: () => locale,
    site: siteHeaderOf(target.deployment),
    onFailure: () => undefined,
    fetch: options.backend.fetch,
  });
  const collect = makeCollectSiteDocuments(
    { bizUnits: openapi?.bizUnits ?? createHttpBizUnitGateway(client), docs: openapi?.docs ?? createHttpDocGateway(client), releaseDocs: createHttpReleaseDocGateway(client), faq: createHttpWorkOrderGateway(client) },
    options.concurrency,
  );
  return collect()();
};

/**
 * What of the last snapshot a failed read keeps: its page, and for a menu (a unit's APIs, the list of units) every page
 * the menu listed, so a backend that fails leaves the last good pages, never an empty list.
 */
const keeps = (site: Site, locale: Locale, failure: PublishReadFailure) => {
  const path = publishedPath(site, locale, failure.page);
  // A menu's pages are in its folder below the page (a type's problems are below the type's own page).
  const below = failure.menu ? (failure.menu === 'problems' ? path : `${path}${failure.menu}/`) : undefined;
  return (entryPath: string) => entryPath === path || (below !== undefined && entryPath.startsWith(below));
};

const pageKey = (site: Site, locale: Locale, page: PublishedPage) => `${site}|${locale}|${JSON.stringify(page)}`;

export const publish = async (options: PublishOptions): Promise<PublishSummary> => {
  const now = (options.now ?? (() => new Date()))();
  const variant = options.variant ?? 'external';
  const docs = options.docs ?? 'lcp';
  const staff = variant === 'internal';
  const allTargets = publishTargets(options.hostTable, options.environment, options.localOrigin, variant, docs);
  const portal = `${staff ? 'staff' : 'customer'} portal${docs === 'openapi' ? ' on OpenAPI documents' : ''}`;
  if (allTargets.length === 0) throw new Error(`the host table has no ${portal} host of ${options.environment}${staff ? " (on local the staff portal shares the customer portal's origin)" : ''}`);
  if (docs === 'openapi' && !options.openapi) throw new Error('an OpenAPI deployment is published from its list of documents: none was given');
  const targets = allTargets.filter((target) => !options.sites || options.sites.includes(target.site));
  const previous = readCurrent(options.outDir);
  // One folder, one portal: a swap replaces every page of the folder's sites, so the two portals never share one.
  const previousVariant = previous?.manifest.variant ?? 'external';
  if (previous && previousVariant !== variant) throw new Error(`${options.outDir} holds the ${previousVariant} portal's snapshot: publish the ${variant} portal into another folder (PUBLISH_DIR)`);
  const previousDocs = previous?.manifest.docs ?? 'lcp';
  if (previous && previousDocs !== docs) throw new Error(`${options.outDir} holds the snapshot of a deployment on ${previousDocs} documents: publish the ${docs} one into another folder (PUBLISH_DIR)`);
  const rich = createNodeRichText();
  // One reader of the OpenAPI documents for every site and language: each document is parsed once.
  const openapi = docs === 'openapi' && options.openapi ? openApiPorts(options.openapi) : undefined;
  await openapi?.readEach();

  const read: { target: PublishTarget; locale: Locale; documents: SiteDocuments }[] = [];
  for (const target of targets) for (const locale of LOCALES) read.push({ target, locale, documents: await readSite(target, locale, options, openapi) });

  const failures: PublishedFailure[] = read.flatMap(({ target, locale, documents }) =>
    documents.failures.map((failure) => ({ site: target.site, locale, path: publishedPath(target.site, locale, failure.page), ...(failure.menu ? { menu: failure.menu } : {}), error: failure.error })),
  );
  const keptEntries: ManifestEntry[] = [
    ...read.flatMap(({ target, locale, documents }) => {
      const kept = documents.failures.map((failure) => keeps(target.site, locale, failure));
      return (previous?.manifest.entries ?? []).filter((entry) => entry.site === target.site && entry.locale === locale && kept.some((keep) => keep(entry.path)));
    }),
    // The sites not published this time keep what they had.
    ...(previous?.manifest.entries ?? []).filter((entry) => !targets.some((target) => target.site === entry.site)),
  ];

  const published = new Set<string>([
    ...read.flatMap(({ target, locale, documents }) => pagesOf(documents).map((page) => pageKey(target.site, locale, page))),
    ...keptEntries.map((entry) => pageKey(entry.site, entry.locale, entry.page)),
  ]);
  const keptPaths = new Set(keptEntries.map((entry) => fileKey(entry.hostFolder, entry.path)));
  const originOf = (site: Site) => allTargets.find((target) => target.site === site)?.origin ?? '';
  const sites = allTargets.map((target) => target.site);
  const name = now.toISOString().replace(/[:.]/g, '-');
  // Written page by page: a run holds one page rendered at a time, never all its pages.
  const snapshot = openSnapshot(options.outDir, name, previous);
  let done: ReturnType<typeof snapshot.finish>;
  let gone: Record<string, string[]>;
  let entries: ManifestEntry[];
  try {
    // A page without a time of its own keeps the last one while it is unchanged.
    const previousEntry = new Map((previous?.manifest.entries ?? []).map((entry) => [fileKey(entry.hostFolder, entry.path), entry]));
    const stamped: ManifestEntry[] = [];
    const indexed: IndexedPage[] = [];
    for (const { target, locale, documents } of read) {
      const t = publishWords(locale);
      // What the app shows on this deployment (its variant's features, as its site and docs source change them).
      const features = featuresOnSite(staff ? staffPortalFeatures : customerPortalFeatures, target.deployment);
      const context: PublishedContext = {
        site: target.site,
        locale,
        originOf,
        t,
        rich,
        published: (site, other, page) => published.has(pageKey(site, other, page)),
        gatewayBaseUrl: gatewayOf(options.hostTable, options.environment),
        sites,
        docs,
        term: docTermOf(t, features.docsTerms),
        parts: apiDocPartsOf(features),
        gatewayTools: features.lcpGatewayTools,
      };
      const { hostFolder } = target;
      for (const page of renderSite(context, documents, twinWriter(context))) {
        const key = fileKey(hostFolder, page.entry.path);
        if (keptPaths.has(key)) continue;
        const before = previousEntry.get(key);
        const unchanged = before && previous?.manifest.files[`${key}index.html`] === hashOf(page.html);
        stamped.push({ ...page.entry, hostFolder, lastmod: page.entry.lastmod ?? (unchanged ? before.lastmod : undefined) ?? now.toISOString() });
        indexed.push({ ...page.entry, hostFolder, ...(page.unit ? { unit: page.unit } : {}), ...(page.api ? { api: page.api } : {}) });
        snapshot.write(filesOf(page).map((file) => ({ key: fileKey(hostFolder, file.path), content: file.content })));
        // Back to the event loop between pages: jsdom tracks each node iterator DOMPurify makes through a WeakRef, and
        // V8 keeps a WeakRef's target alive until the running job ends, so rendering every page in one job kept every
        // document it sanitized (about 23 KB each): Stripe's publish ran out of 4 GB of heap that way.
        await new Promise((next) => setImmediate(next));
      }
    }
    entries = [...stamped, ...keptEntries];
    // llms-full.txt holds every twin: read back from this snapshot, or for a kept page from the served one.
    const twinOf = (entry: ManifestEntry) => {
      const key = fileKey(entry.hostFolder, markdownTwinPath(entry.path));
      return snapshot.read(key) ?? previous?.read(key);
    };
    snapshot.write([
      // The staff portal's hosts tell crawlers to stay out, whether they publish or not (on local they share the one origin).
      ...options.hostTable.hosts
        .filter((host) => host.environment === options.environment && host.variant === 'internal')
        .map((host) => ({ key: fileKey(host.host, '/robots.txt'), content: STAFF_ROBOTS_TXT })),
      ...siteIndexFiles({ crawlable: !staff, targets: allTargets.filter((target) => entries.some((entry) => entry.site === target.site)), entries, now: now.toISOString(), words: publishWords, twinOf }),
    ]);
    const keptIndexed = (previous ? (JSON.parse(previous.read(DOCS_INDEX) ?? '{"pages":[]}') as Pick<DocsIndex, 'pages'>).pages : []).filter((page) => keptPaths.has(fileKey(page.hostFolder, page.path)));
    snapshot.write([{ key: DOCS_INDEX, content: JSON.stringify(docsIndexOf(allTargets, [...indexed, ...keptIndexed])) }]);
    // A kept page's two files (linked from the served snapshot).
    const keptFiles = keptEntries.flatMap((entry) => [fileKey(entry.hostFolder, `${entry.path}index.html`), fileKey(entry.hostFolder, markdownTwinPath(entry.path))]);

    gone = goneSince(previous?.manifest, entries);
    done = snapshot.finish(keptFiles, { version: 1, publishedAt: now.toISOString(), variant, ...(docs === 'lcp' ? {} : { docs }), entries, gone });
  } catch (error) {
    // A run that stops half-way leaves no half-written folder beside the served one.
    dropSnapshot(options.outDir, name);
    throw error;
  }
  const swapped = done.changed;
  if (swapped) swapIn(options.outDir, name);
  else dropSnapshot(options.outDir, name);
  const goneCount = Object.values(gone).reduce((sum, paths) => sum + paths.length, 0);
  return { pages: entries.length, written: done.written, unchanged: done.linked, kept: keptEntries.length, gone: goneCount, failures, swapped, snapshot: name };
};

/** The docs MCP server's index: this publish's pages, and the kept ones as the last publish indexed them. */
const docsIndexOf = (targets: readonly PublishTarget[], pages: readonly IndexedPage[]): DocsIndex => ({
  version: 1,
  origins: Object.fromEntries(targets.map((target) => [target.site, target.origin])),
  pages,
});

/**
 * Per host folder, the paths answered 410 Gone: those gone before and every page of the last snapshot, less what is
 * published now (a document that comes back is live again).
 */
const goneSince = (previous: Pick<Manifest, 'entries' | 'gone'> | undefined, entries: readonly ManifestEntry[]): Record<string, string[]> => {
  const live = new Set(entries.map((entry) => fileKey(entry.hostFolder, entry.path)));
  const gone = new Map<string, Set<string>>();
  const add = (hostFolder: string, path: string) => {
    if (!live.has(fileKey(hostFolder, path))) gone.set(hostFolder, (gone.get(hostFolder) ?? new Set()).add(path));
  };
  for (const [hostFolder, paths] of Object.entries(previous?.gone ?? {})) for (const path of paths) add(hostFolder, path);
  for (const entry of previous?.entries ?? []) add(entry.hostFolder, entry.path);
  return Object.fromEntries([...gone].map(([hostFolder, paths]) => [hostFolder, [...paths].sort()]));
};

/** Every page a site's documents make (before rendering): what alternates may point at. */
export const pagesOf = (documents: SiteDocuments): PublishedPage[] => [
  { kind: 'home' },
  ...[...documents.helpDocs.keys()].map((docId): PublishedPage => ({ kind: 'help', docId })),
  ...documents.units.flatMap((unit): PublishedPage[] => [
    { kind: 'unit', unitId: unit.unit.id },
    ...[...unit.guides.keys()].map((docId): PublishedPage => ({ kind: 'guide', unitId: unit.unit.id, docId })),
    ...[...unit.apis.keys()].map((apiId): PublishedPage => ({ kind: 'api', unitId: unit.unit.id, apiId })),
    ...[...unit.messages.keys()].map((messageId): PublishedPage => ({ kind: 'message', unitId: unit.unit.id, messageId })),
  ]),
  ...questionPages(documents.faq),
];

export type { PublishedEntry };
