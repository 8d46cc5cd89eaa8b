import { sitePathOf } from '../../src/domain/deployment/site-path';
import * as TE from 'fp-ts/TaskEither';
import type { AssistantServices } from '../../src/application/assistant/assistant-services';
import type { DocumentsFeature } from '../../src/application/features/documents.feature';
import type { IdentityFeature } from '../../src/application/features/identity.feature';
import type { Portal } from '../../src/application/features/portal';
import type { PreferencesFeature } from '../../src/application/features/preferences.feature';
import type { ProductsFeature } from '../../src/application/features/products.feature';
import type { SearchFeature } from '../../src/application/features/search.feature';
import type { SupportFeature } from '../../src/application/features/support.feature';
import type { ToolsFeature } from '../../src/application/features/tools.feature';
import type { NotificationCenter } from '../../src/application/notifications/notification-center';
import type { BizUnitPort } from '../../src/application/ports/biz-unit.port';
import type { DocPort } from '../../src/application/ports/doc.port';
import type { ChromeLinks, PortalConfig } from '../../src/application/ports/portal-config.port';
import type { ReleaseDocPort } from '../../src/application/ports/release-doc.port';
import type { WorkOrderPort } from '../../src/application/ports/work-order.port';
import type { SessionStore } from '../../src/application/session/session';
import type { FormDrafts } from '../../src/application/use-cases/form-drafts.use-case';
import type { Deployment } from '../../src/domain/deployment/deployment';
import type { PortalFeatures } from '../../src/domain/deployment/portal-features';
import type { SiteEntry } from '../../src/domain/deployment/host-table';
import { sampleUnit } from './sample-docs';
import { fakeWorkOrderPort } from './sample-faq';

type FeatureActions = IdentityFeature &
  Omit<DocumentsFeature, 'docs' | 'releaseDocs' | 'bizUnits'> &
  SearchFeature &
  ToolsFeature &
  Omit<SupportFeature, 'workOrders' | 'assistant'> &
  ProductsFeature &
  Omit<PreferencesFeature, 'formDrafts'>;

/**
 * The Portal flattened, one name per call, for tests: a test overrides `apiMenu` or `logout` by name and reads
 * `calls.logout`; the values are getters (`deployment()`), so a test can swap them. `portalOf` builds the Portal the
 * views receive from it, with the document and work-order ports made of the same functions.
 */
export type FlatPortal = FeatureActions &
  Pick<DocPort, 'apiMenu' | 'apiDoc' | 'apiPage' | 'guideTree' | 'guideDoc' | 'messageMenu' | 'messageDoc' | 'externalExample' | 'baseSdks' | 'bizSdks'> &
  Pick<ReleaseDocPort, 'releaseDocList' | 'productDocTree' | 'miniProduct'> & {
    readonly listClassifiedBizUnits: BizUnitPort['findClassified'];
    readonly unreadWorkOrderCount: WorkOrderPort['unreadCount'];
    readonly faqTypes: WorkOrderPort['faqTypes'];
    readonly faqProblem: WorkOrderPort['problem'];
    readonly deployment: () => Deployment;
    readonly portalConfig: () => PortalConfig;
    readonly chromeLinks: () => ChromeLinks;
    readonly sites: () => readonly SiteEntry[];
    readonly features: () => PortalFeatures;
    readonly session: () => SessionStore;
    readonly notifications: () => NotificationCenter;
    readonly formDrafts: () => FormDrafts;
    readonly assistant: () => AssistantServices;
  };

export type FlatKey = keyof FlatPortal;

/** The Portal the views receive, made of a flat fake's functions (each call still goes through the flat fake). */
export const portalOf = (flat: FlatPortal): Portal => {
  const workOrders = fakeWorkOrderPort({
    unreadCount: () => flat.unreadWorkOrderCount(),
    faqTypes: () => flat.faqTypes(),
    problem: (code) => flat.faqProblem(code),
  });
  return {
    get values() {
      return {
        deployment: flat.deployment(),
        portalConfig: flat.portalConfig(),
        chromeLinks: flat.chromeLinks(),
        sitePath: sitePathOf(flat.deployment().site),
        sites: flat.sites(),
        features: flat.features(),
      };
    },
    get session() {
      return flat.session();
    },
    get notifications() {
      return flat.notifications();
    },
    identity: flat,
    documents: {
      ...flat,
      docs: {
        // What the unit access check reads; views never call these two.
        bizUnit: () => TE.right(sampleUnit),
        unitVisible: () => TE.right(true),
        apiMenu: flat.apiMenu,
        apiDoc: flat.apiDoc,
        apiPage: flat.apiPage,
        guideTree: flat.guideTree,
        guideDoc: flat.guideDoc,
        messageMenu: flat.messageMenu,
        messageDoc: flat.messageDoc,
        ...(flat.externalExample ? { externalExample: flat.externalExample } : {}),
        baseSdks: flat.baseSdks,
        bizSdks: flat.bizSdks,
      },
      releaseDocs: { releaseDocList: flat.releaseDocList, productDocTree: flat.productDocTree, miniProduct: flat.miniProduct, releasedDoc: (docId) => flat.guideDoc(docId, { kind: 'released' }) },
      bizUnits: { findClassified: flat.listClassifiedBizUnits },
    },
    search: flat,
    tools: flat,
    get support() {
      return { ...flat, workOrders, assistant: flat.assistant() };
    },
    products: flat,
    get preferences() {
      return { ...flat, formDrafts: flat.formDrafts() };
    },
  };
};
