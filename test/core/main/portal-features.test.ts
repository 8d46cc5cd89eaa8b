import { describe, expect, it } from 'vitest';
import type { Portal } from '../../../src/application/features/portal';
import type { Deployment } from '../../../src/domain/deployment/deployment';
import type { PortalFeatures } from '../../../src/domain/deployment/portal-features';
import type { SearchTab } from '../../../src/domain/search/search';
import { createAppContainer, resolvePortal } from '../../../src/main/container/create-container';
import type { Platform } from '../../../src/main/container/platform.module';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { externalDeployment, featuresOf, internalDeployment, internationalDeployment } from '../../fakes/deployments';
import { createFakeLocation } from '../../fakes/fake-location';
import { createMemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { createMemoryStore } from '../../fakes/memory-store';

/** A platform whose every call is recorded (by path) and answered with an empty success (the list of documents: none). */
const platformFor = (deployment: Deployment, asked: string[] = []): Platform => ({
  deployment,
  hostTable: HOST_TABLE,
  portalConfig: { supportPhone: '1', supportEmail: 'a@example.com', internationalPhone: '2', internationalEmail: 'b@example.com', copyrightEndYear: 2023 },
  loginSource: 'test',
  fetch: (input) => {
    const path = new URL(String(input instanceof Request ? input.url : input), `https://${deployment.host}`).pathname;
    asked.push(path);
    // No list of documents served at run time: an OpenAPI deployment shows the build's.
    if (path === '/openapi-documents.json') return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(Response.json({ code: 20000, message: 'success', data: { list: [], total: 0 } }));
  },
  localStore: createMemoryStore(),
  sessionStorage: createMemoryStore(),
  cookies: createMemoryCookieJar(),
  location: createFakeLocation(`https://${deployment.host}/#/home`),
  randomId: () => 'f'.repeat(32),
});

type Value = PortalFeatures[keyof PortalFeatures];

/** Every field, row by row: its value on the staff portal, the customer portal, and the us and eu sites. */
const FIELDS: readonly [keyof PortalFeatures, Value, Value, Value, Value][] = [
  //                       internal               external              us                    eu
  ['pageSet',              'staff',               'customer',           'customer',           'customer'],
  ['homeSubtitle',         'staff',               'customer',           'customer',           'customer'],
  ['consoleShortcuts',     false,                 false,                true,                 true],
  ['consoleBase',          '/admin/#',            '/admin/#',           '/intl-admin/#',      '/intl-admin/#'],
  ['solutionsMenu',        'unitDocuments',       'solutionPages',      'solutionPages',      'solutionPages'],
  ['siteChooser',          false,                 true,                 true,                 true],
  ['supportContact',       'domestic',            'domestic',           'international',      'international'],
  ['contactHours',         true,                  true,                 false,                false],
  ['contactQrCode',        true,                  true,                 false,                false],
  ['customerNews',         true,                  true,                 false,                false],
  ['mySystemLists',        ['productApplications'], ['wmsSystems', 'productApplications'], ['wmsSystems', 'productApplications'], ['wmsSystems', 'productApplications']],
  ['productSolutionView',  true,                  false,                false,                false],
  ['noUnitAuthority',      'homeWithToast',       'openBusinessPage',   'openBusinessPage',   'openBusinessPage'],
  ['docVoteRefusal',       'voteFailed',          'tooFrequent',        'tooFrequent',        'tooFrequent'],
  ['notLoginOnUserInfo',   'reloginPrompt',       'startLogin',         'startLogin',         'startLogin'],
  ['loginStartFailure',    'describedError',      'identityServiceError', 'identityServiceError', 'identityServiceError'],
  ['searchIndexes',        'inner',               'public',             'public',             'public'],
  ['lcpGatewayTools',      true,                  true,                 true,                 true],
  ['docsTerms',            'lcp',                 'lcp',                'lcp',                'lcp'],
  ['assistant',            'aiChat',              'aiChat',             'faqRobot',           'faqRobot'],
  ['publishedDocs',        false,                 true,                 true,                 true],
];

/** Each deployment and its column in FIELDS. */
const COLUMNS = [
  ['internal', internalDeployment, 1],
  ['external', externalDeployment, 2],
  ['us', internationalDeployment('us'), 3],
  ['eu', internationalDeployment('eu'), 4],
] as const;

const featuresIn = async (deployment: Deployment) => resolvePortal(await createAppContainer(platformFor(deployment))).values.features;

describe('portal features: what each deployment shows and does differently', () => {
  describe.each(COLUMNS)('%s', (_name, deployment, column) => {
    it.each(FIELDS.map((row) => [row[0], row[column]] as const))('%s is %j', async (field, value) => {
      expect((await featuresIn(deployment))[field]).toEqual(value);
    });

    it('has no field beyond those, and the test fakes give the same value', async () => {
      const features = await featuresIn(deployment);
      expect(Object.keys(features).sort()).toEqual(FIELDS.map(([field]) => field).sort());
      expect(featuresOf(deployment)).toEqual(features);
    });

    it("the chrome's addresses are the site's own on the international sites, else the variant's", async () => {
      const { chromeLinks } = resolvePortal(await createAppContainer(platformFor(deployment))).values;
      const survey = { 1: 'https://survey.example.com/open-platform/staff', 2: 'https://survey.example.com/open-platform', 3: 'https://survey.example.com/open-platform/global', 4: 'https://survey.example.com/open-platform/global' }[column];
      expect(chromeLinks.feedbackSurvey).toBe(survey);
    });

    it('the console addresses follow the features', async () => {
      const portal = resolvePortal(await createAppContainer(platformFor(deployment)));
      const { features } = portal.values;
      expect(portal.identity.consoleUrl('workOrder')).toBe(`${features.consoleBase}/upgrade/work-order`);
    });
  });

  /** The backend (lcp-rest) paths a use case asks on a deployment. */
  const pathsAsked = async (deployment: Deployment, run: (portal: Portal) => Promise<unknown>) => {
    const asked: string[] = [];
    await run(resolvePortal(await createAppContainer(platformFor(deployment, asked))));
    return asked.filter((pathname) => pathname.startsWith('/lcp-rest/')).map((pathname) => pathname.replace(/^\/lcp-rest/, ''));
  };
  const mySystem = (portal: Portal) => portal.products.listMySystems(portal.values.features.mySystemLists[0])();
  const applications = (portal: Portal) => portal.products.listMySystems('productApplications')();
  const search = (portal: Portal) => portal.search.searchDocs({ q: 'order', tab: 'all', page: 1 })();

  it.each([
    ["internal: My System's rows are the product applications", internalDeployment, mySystem, '/productApply/selectProductApplyByUserId'],
    ["external: My System's rows are the WMS systems", externalDeployment, mySystem, '/wms/queryList'],
    ["us: My System's rows are the WMS systems", internationalDeployment('us'), mySystem, '/wms/queryList'],
    ["external: My System's product applications are asked as on the staff portal", externalDeployment, applications, '/productApply/selectProductApplyByUserId'],
    ['internal: the search asks the inner indexes', internalDeployment, search, '/search/inner'],
    ['external: the search asks the public indexes', externalDeployment, search, '/search'],
    ['eu: the search asks the public indexes', internationalDeployment('eu'), search, '/search'],
  ] as const)('%s', async (_name, deployment, run, path) => {
    expect(await pathsAsked(deployment, run)).toEqual([path]);
  });

  describe('a deployment whose documents come from OpenAPI', () => {
    const openApi = { ...externalDeployment, environment: 'local', host: 'localhost', docs: 'openapi' } as const;

    it("offers none of the lcp gateway's tools, speaks of OpenAPI's parts, and is otherwise its variant's (its published twins too)", async () => {
      const features = await featuresIn(openApi);
      expect(features).toEqual({ ...(await featuresIn({ ...openApi, docs: 'lcp' })), lcpGatewayTools: false, docsTerms: 'openapi' });
      expect(features.publishedDocs).toBe(true);
      expect(featuresOf(openApi)).toEqual(features);
    });

    it("searches lcp-rest's indexes only for released documents and FAQ: the APIs are the documents'", async () => {
      const tab = (tab: SearchTab) => (portal: Portal) => portal.search.searchDocs({ q: 'order', tab, page: 1 })();
      expect(await pathsAsked(openApi, tab('doc'))).toEqual(['/search/doc']);
      expect(await pathsAsked(openApi, tab('faq'))).toEqual(['/search/question']);
      // The documents' worker, which this test has not, answers these.
      expect(await pathsAsked(openApi, tab('api'))).toEqual([]);
      expect(await pathsAsked(openApi, tab('solution'))).toEqual([]);
    });

    it("lists the environment's configured documents as units, asking lcp-rest nothing", async () => {
      let groups: unknown;
      const asked = await pathsAsked(openApi, async (portal) => {
        groups = await portal.documents.bizUnits.findClassified(2)();
      });
      expect(asked).toEqual([]);
      expect(groups).toMatchObject({ right: [{ classifyCode: 'openapi' }] });
      expect(JSON.stringify(groups)).toContain('"nameEn":"Stripe API"');
    });
  });
});
