import { describe, expect, it } from 'vitest';
import type { Deployment } from '../../../src/domain/deployment/deployment';
import type { PortalFeatures } from '../../../src/domain/deployment/portal-features';
import { createAppContainer, resolveUseCases } from '../../../src/main/container/create-container';
import type { Platform } from '../../../src/main/container/platform.module';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { externalDeployment, featuresOf, internalDeployment, internationalDeployment } from '../../fakes/deployments';
import { createFakeLocation } from '../../fakes/fake-location';
import { createMemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { createMemoryStore } from '../../fakes/memory-store';

/** A platform whose every call is recorded (by path) and answered with an empty success. */
const platformFor = (deployment: Deployment, asked: string[] = []): Platform => ({
  deployment,
  hostTable: HOST_TABLE,
  portalConfig: { supportPhone: '1', supportEmail: 'a@example.com', internationalPhone: '2', internationalEmail: 'b@example.com', copyrightEndYear: 2023 },
  loginSource: 'test',
  fetch: (input) => {
    asked.push(new URL(String(input instanceof Request ? input.url : input), `https://${deployment.host}`).pathname);
    return Promise.resolve(Response.json({ code: 20000, message: 'success', data: { list: [], total: 0 } }));
  },
  localStore: createMemoryStore(),
  sessionStorage: createMemoryStore(),
  cookies: createMemoryCookieJar(),
  location: createFakeLocation(`https://${deployment.host}/#/home`),
  randomId: () => 'f'.repeat(32),
});

const staff: PortalFeatures = {
  pageSet: 'staff',
  homeSubtitle: 'staff',
  consoleShortcuts: false,
  consoleBase: '/admin/#',
  solutionsMenu: 'unitDocuments',
  languageChooser: false,
  siteChooser: false,
  supportContact: 'domestic',
  contactHours: true,
  contactQrCode: true,
  customerNews: true,
  mySystemLists: 'productApplications',
  productSolutionView: true,
  noUnitAuthority: 'homeWithToast',
  docVoteRefusal: 'voteFailed',
  notLoginOnUserInfo: 'reloginPrompt',
  loginStartFailure: 'describedError',
  assistant: 'aiChat',
};

const customer: PortalFeatures = {
  pageSet: 'customer',
  homeSubtitle: 'customer',
  consoleShortcuts: false,
  consoleBase: '/admin/#',
  solutionsMenu: 'solutionPages',
  languageChooser: true,
  siteChooser: false,
  supportContact: 'domestic',
  contactHours: true,
  contactQrCode: true,
  customerNews: true,
  mySystemLists: 'wmsSystems',
  productSolutionView: false,
  noUnitAuthority: 'openBusinessPage',
  docVoteRefusal: 'tooFrequent',
  notLoginOnUserInfo: 'startLogin',
  loginStartFailure: 'identityServiceError',
  assistant: 'aiChat',
};

/** The us and eu sites: the customer portal with the international console, contact, site choice and FAQ robot. */
const international: PortalFeatures = {
  pageSet: 'customer',
  homeSubtitle: 'customer',
  consoleShortcuts: true,
  consoleBase: '/intl-admin/#',
  solutionsMenu: 'solutionPages',
  languageChooser: true,
  siteChooser: true,
  supportContact: 'international',
  contactHours: false,
  contactQrCode: false,
  customerNews: false,
  mySystemLists: 'wmsSystems',
  productSolutionView: false,
  noUnitAuthority: 'openBusinessPage',
  docVoteRefusal: 'tooFrequent',
  notLoginOnUserInfo: 'startLogin',
  loginStartFailure: 'identityServiceError',
  assistant: 'faqRobot',
};

const DEPLOYMENTS = [
  ['internal', internalDeployment, staff],
  ['external', externalDeployment, customer],
  ['us', internationalDeployment('us'), international],
  ['eu', internationalDeployment('eu'), international],
] as const;

describe('portal features: what each deployment shows and does differently', () => {
  describe.each(DEPLOYMENTS)('%s', (_name, deployment, expected) => {
    it.each(Object.keys(expected) as (keyof PortalFeatures)[])('%s', async (field) => {
      const features = resolveUseCases(await createAppContainer(platformFor(deployment))).features();
      expect(features[field]).toBe(expected[field]);
    });

    it('has no field beyond those, and the test fakes bind the same value', async () => {
      const features = resolveUseCases(await createAppContainer(platformFor(deployment))).features();
      expect(Object.keys(features).sort()).toEqual(Object.keys(expected).sort());
      expect(featuresOf(deployment)).toEqual(features);
    });

    it('the assistant and the console addresses follow the features', async () => {
      const useCases = resolveUseCases(await createAppContainer(platformFor(deployment)));
      expect(useCases.assistantKind()).toBe(expected.assistant);
      expect(useCases.consoleUrl('workOrder')).toBe(`${expected.consoleBase}/upgrade/work-order`);
    });
  });

  it.each([
    ['internal', internalDeployment, '/productApply/selectProductApplyByUserId'],
    ['external', externalDeployment, '/wms/queryList'],
    ['us', internationalDeployment('us'), '/wms/queryList'],
  ] as const)("%s: My System's rows come from the source its profile binds (%s)", async (_name, deployment, path) => {
    const asked: string[] = [];
    const useCases = resolveUseCases(await createAppContainer(platformFor(deployment, asked)));
    await useCases.listMySystems()();
    expect(asked.map((pathname) => pathname.replace(/^\/lcp-rest/, ''))).toEqual([path]);
  });
});
