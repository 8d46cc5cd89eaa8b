import { lazyPage } from './lazy-page';

/** Route components, each in its own chunk. */
/** The document layouts: their tabs, menus and dialogs load with the first document page. */
export const DocumentLayout = lazyPage(() => import('../layouts/document.layout'), 'DocumentLayout');
export const OpenBusinessLayout = lazyPage(() => import('../layouts/open-business.layout'), 'OpenBusinessLayout');
export const HomePage = lazyPage(() => import('../pages/home/home.page'), 'HomePage');
export const NotFoundPage = lazyPage(() => import('../pages/not-found.page'), 'NotFoundPage');
export const ChooseSupplierPage = lazyPage(() => import('../pages/choose-supplier/choose-supplier.page'), 'ChooseSupplierPage');
export const OauthPage = lazyPage(() => import('../pages/oauth/oauth.page'), 'OauthPage');
export const ApiDocPage = lazyPage(() => import('../docs/api-doc/api-doc.page'), 'ApiDocPage', ['apiSamples']);
export const SearchResultPage = lazyPage(() => import('../pages/search/search.page'), 'SearchResultPage');
export const AccessGuidePage = lazyPage(() => import('../docs/guide/access-guide.page'), 'AccessGuidePage');
export const MessageDocPage = lazyPage(() => import('../docs/message/message-doc.page'), 'MessageDocPage');
export const SdkDocPage = lazyPage(() => import('../docs/sdk/sdk-doc.page'), 'SdkDocPage');
export const DevSupportPage = lazyPage(() => import('../docs/release-doc/release-doc.page'), 'DevSupportPage');
export const NewHandPage = lazyPage(() => import('../docs/release-doc/release-doc.page'), 'NewHandPage');
export const ApiNewHandPage = lazyPage(() => import('../docs/release-doc/release-doc.page'), 'ApiNewHandPage');
export const HelpDocumentPage = lazyPage(() => import('../docs/release-doc/doc-centre.page'), 'HelpDocumentPage', ['docCentre']);
export const InternalDocumentPage = lazyPage(() => import('../docs/release-doc/doc-centre.page'), 'InternalDocumentPage', ['docCentre']);
export const SoftwareSystemDocPage = lazyPage(() => import('../docs/release-doc/software-system-doc.page'), 'SoftwareSystemDocPage');
export const DevelopGuidePage = lazyPage(() => import('../docs/release-doc/product-doc.page'), 'DevelopGuidePage');
export const ManualPage = lazyPage(() => import('../docs/release-doc/product-doc.page'), 'ManualPage');
export const ApiDocsTabPage = lazyPage(() => import('../docs/release-doc/product-doc.page'), 'ApiDocsTabPage');
export const ExtensionDocPage = lazyPage(() => import('../docs/release-doc/product-doc.page'), 'ExtensionDocPage');
export const ApiStorePage = lazyPage(() => import('../docs/api-store/api-store.page'), 'ApiStorePage');
export const ApiMethodListPage = lazyPage(() => import('../docs/api-store/api-method-list.page'), 'ApiMethodListPage');
export const OpenBusinessToolsPage = lazyPage(() => import('../tools/open-business-tools.page'), 'OpenBusinessToolsPage', ['tools']);
export const InternalTokenSearchPage = lazyPage(() => import('../tools/internal-tools.page'), 'InternalTokenSearchPage', ['tools']);
export const InternalSignToolPage = lazyPage(() => import('../tools/internal-tools.page'), 'InternalSignToolPage', ['tools']);
export const InternalApiTestPage = lazyPage(() => import('../tools/internal-tools.page'), 'InternalApiTestPage', ['tools']);
export const HttpApiDetailPage = lazyPage(() => import('../docs/api-store/http-api-detail.page'), 'HttpApiDetailPage');
export const QuestionDocsPage = lazyPage(() => import('../pages/question-docs/question-docs.page'), 'QuestionDocsPage');
export const QuestionListPage = lazyPage(() => import('../pages/question-docs/question-docs.page'), 'QuestionListPage');
export const QuestionDetailPage = lazyPage(() => import('../pages/question-docs/question-detail.page'), 'QuestionDetailPage');
export const ProductListPage = lazyPage(() => import('../pages/products/product-list.page'), 'ProductListPage', ['products']);
export const ProductDetailPage = lazyPage(() => import('../pages/products/product-detail.page'), 'ProductDetailPage', ['products']);
export const SolveDetailPage = lazyPage(() => import('../pages/products/product-detail.page'), 'SolveDetailPage', ['products']);
export const ProductApplyPage = lazyPage(() => import('../pages/apply/apply.page'), 'ProductApplyPage', ['applying']);
export const ExternalApplyPage = lazyPage(() => import('../pages/apply/apply.page'), 'ExternalApplyPage', ['applying']);
export const ProductApplyResultPage = lazyPage(() => import('../pages/apply/apply-result.page'), 'ProductApplyResultPage', ['applying']);
export const ExternalApplyResultPage = lazyPage(() => import('../pages/apply/apply-result.page'), 'ExternalApplyResultPage', ['applying']);
export const MySystemPage = lazyPage(() => import('../pages/my-system/my-system.page'), 'MySystemPage', ['applying']);
export const SolutionPage = lazyPage(() => import('../pages/solutions/solution.page'), 'SolutionPage', ['solutions']);
export const IsvIntroductionPage = lazyPage(() => import('../pages/programmes/isv-introduction.page'), 'IsvIntroductionPage', ['programmes']);
export const MerchantIntroductionPage = lazyPage(
  () => import('../pages/programmes/merchant-introduction.page'),
  'MerchantIntroductionPage',
  ['programmes'],
);
export const PartnerPage = lazyPage(() => import('../pages/programmes/partner.page'), 'PartnerPage', ['programmes']);
export const AboutUsPage = lazyPage(() => import('../pages/programmes/about-us.page'), 'AboutUsPage', ['programmes']);
export const ProtocolPage = lazyPage(() => import('../pages/programmes/protocol.page'), 'ProtocolPage', ['programmes']);
export const CompetenceCenterPage = lazyPage(() => import('../pages/capabilities/competence-center.page'), 'CompetenceCenterPage', ['capabilities']);
export const OpenBusinessPage = lazyPage(() => import('../pages/capabilities/open-business.page'), 'OpenBusinessPage', ['capabilities']);
export const QuickStartPage = lazyPage(() => import('../pages/capabilities/quick-start.page'), 'QuickStartPage', ['capabilities']);
