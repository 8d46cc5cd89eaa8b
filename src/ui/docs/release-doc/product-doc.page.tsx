import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDocTab } from '../../../domain/doc/release-doc';
import { productDocTreeQuery, releasedDocQuery } from './release-doc.queries';
import { GuideTreeDocView, shownGuideId } from '../common/guide-tree-doc.view';
import { useDocuments } from '../../portal/portal.context';

const DOC_ROUTE = {
  'develop-guide': '/develop-guide/$productCode/$docId',
  manaul: '/manaul/$productCode/$docId',
  apidoc: '/apidoc/$productCode/$docId',
  extensiondoc: '/extensiondoc/$productCode/$docId',
} as const;

/**
 * One tab of a product's documents (document layout): the tab's tree (GET doc/getDocByGroupByTree?productCode&docType)
 * on the left and the chosen page (GET doc/findReleaseDocGroupById?id). Without a docId it opens the tree's first page.
 */
export const ProductDocPage = ({ tab }: { tab: ProductDocTab }) => {
  const { t } = useTranslation();
  const params: { productCode?: string; docId?: string } = useParams({ strict: false });
  const productCode = params.productCode ?? '';
  const { releaseDocs } = useDocuments();
  const tree = useQuery(productDocTreeQuery(releaseDocs, productCode, tab));
  const requested = params.docId ? Number(params.docId) : undefined;
  const docId = shownGuideId(requested, tree.data);
  const doc = useQuery(releasedDocQuery(releaseDocs, docId));
  const section = t(`docpages.tabs.${tab}`);
  return (
    <GuideTreeDocView
      tree={tree}
      doc={doc}
      requestedDocId={requested}
      docId={docId}
      target={(id) => ({ to: DOC_ROUTE[tab], params: { productCode, docId: String(id) } })}
      menuLabel={t('docpages.productMenu', { section })}
      section={section}
      empty={t('docpages.emptyTab', { section })}
    />
  );
};

export const DevelopGuidePage = () => <ProductDocPage tab="develop-guide" />;
export const ManualPage = () => <ProductDocPage tab="manaul" />;
export const ApiDocsTabPage = () => <ProductDocPage tab="apidoc" />;
export const ExtensionDocPage = () => <ProductDocPage tab="extensiondoc" />;
