import type { ServiceIdentifier } from 'inversify';
import type { AppError, CallMeta } from '../../application/errors/app-error';
import type { FailureAnnouncer } from '../../application/notifications/failure-announcer';
import type { NotificationCenter } from '../../application/notifications/notification-center';
import type { BizUnitPort } from '../../application/ports/biz-unit.port';
import type { BrowserLocation } from '../../application/ports/browser.port';
import type { DocPort } from '../../application/ports/doc.port';
import type { ReleaseDocPort } from '../../application/ports/release-doc.port';
import type { EvaluationPort } from '../../application/ports/evaluation.port';
import type { LoginPort } from '../../application/ports/login.port';
import type { PortalConfig } from '../../application/ports/portal-config.port';
import type { TeamPort, TicketExchangePort } from '../../application/ports/team.port';
import type { CookieJar, KeyValueStore } from '../../application/ports/storage.port';
import type { UserPort } from '../../application/ports/user.port';
import type { WorkOrderPort } from '../../application/ports/work-order.port';
import type { SearchPort } from '../../application/ports/search.port';
import type { TokenPort } from '../../application/ports/token.port';
import type { ProductPort } from '../../application/ports/product.port';
import type { MySystemPort } from '../../application/ports/my-system.port';
import type { ApiTestPort } from '../../application/ports/api-test.port';
import type { AssistantPort } from '../../application/ports/assistant.port';
import type { FaqPort } from '../../application/ports/faq.port';
import type { Scheduler } from '../../application/ports/scheduler.port';
import type { SessionStore } from '../../application/session/session';
import type { DeploymentValues, Portal } from '../../application/features/portal';
import type { DocumentsFeature } from '../../application/features/documents.feature';
import type { IdentityFeature } from '../../application/features/identity.feature';
import type { PreferencesFeature } from '../../application/features/preferences.feature';
import type { ProductsFeature } from '../../application/features/products.feature';
import type { SearchFeature } from '../../application/features/search.feature';
import type { SupportFeature } from '../../application/features/support.feature';
import type { ToolsFeature } from '../../application/features/tools.feature';
import type { FormDrafts } from '../../application/use-cases/form-drafts.use-case';
import type { Deployment } from '../../domain/deployment/deployment';
import type { PortalFeatures, VariantFeatures } from '../../domain/deployment/portal-features';
import type { HostTable } from '../../domain/deployment/host-table';
import type { LcpRestClient } from '../../infrastructure/http/lcp-rest.client';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`lcp.${name}`);

/** Every binding of the container, typed. Only src/main sees these. */
export const TOKENS = {
  Deployment: token<Deployment>('Deployment'),
  HostTable: token<HostTable>('HostTable'),
  PortalConfig: token<PortalConfig>('PortalConfig'),
  LoginSource: token<string>('LoginSource'),
  Fetch: token<typeof fetch>('Fetch'),
  LocalStore: token<KeyValueStore>('LocalStore'),
  SessionStorage: token<KeyValueStore>('SessionStorage'),
  Cookies: token<CookieJar>('Cookies'),
  Location: token<BrowserLocation>('Location'),
  /** 32 random alphanumeric characters. */
  RandomId: token<() => string>('RandomId'),
  Session: token<SessionStore>('Session'),
  Notifications: token<NotificationCenter>('Notifications'),
  FailureAnnouncer: token<FailureAnnouncer>('FailureAnnouncer'),
  FailureHandler: token<(error: AppError, meta: CallMeta) => void>('FailureHandler'),
  LcpRest: token<LcpRestClient>('LcpRest'),
  UserPort: token<UserPort>('UserPort'),
  LoginPort: token<LoginPort>('LoginPort'),
  BizUnitPort: token<BizUnitPort>('BizUnitPort'),
  DocPort: token<DocPort>('DocPort'),
  ReleaseDocPort: token<ReleaseDocPort>('ReleaseDocPort'),
  WorkOrderPort: token<WorkOrderPort>('WorkOrderPort'),
  EvaluationPort: token<EvaluationPort>('EvaluationPort'),
  TeamPort: token<TeamPort>('TeamPort'),
  SearchPort: token<SearchPort>('SearchPort'),
  TokenPort: token<TokenPort>('TokenPort'),
  ProductPort: token<ProductPort>('ProductPort'),
  MySystemPort: token<MySystemPort>('MySystemPort'),
  ApiTestPort: token<ApiTestPort>('ApiTestPort'),
  AssistantPort: token<AssistantPort>('AssistantPort'),
  FaqPort: token<FaqPort>('FaqPort'),
  Scheduler: token<Scheduler>('Scheduler'),
  /** Internal profile only: the staff single sign-on ticket exchange. */
  TicketExchange: token<TicketExchangePort>('TicketExchange'),
  /** The variant's side of every deployment difference (bound by its profile). */
  VariantFeatures: token<VariantFeatures>('VariantFeatures'),
  /** This deployment's features: the variant's, changed by its site. */
  PortalFeatures: token<PortalFeatures>('PortalFeatures'),
  /** Where My System's rows come from (bound by the variant's profile). */
  RedirectGuard: token<(url: string) => boolean>('RedirectGuard'),
  FormDrafts: token<FormDrafts>('FormDrafts'),
  DeploymentValues: token<DeploymentValues>('DeploymentValues'),
  Identity: token<IdentityFeature>('Identity'),
  Documents: token<DocumentsFeature>('Documents'),
  Search: token<SearchFeature>('Search'),
  Tools: token<ToolsFeature>('Tools'),
  Support: token<SupportFeature>('Support'),
  Products: token<ProductsFeature>('Products'),
  Preferences: token<PreferencesFeature>('Preferences'),
  Portal: token<Portal>('Portal'),
} as const;
