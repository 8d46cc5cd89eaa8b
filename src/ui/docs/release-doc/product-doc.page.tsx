import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { guidePath, firstGuideId, type GuideTreeNode } from '../../../domain/doc/guide-doc';
import type { ProductDocTab } from '../../../domain/doc/release-doc';
import { productDocTreeQuery, releasedDocQuery } from './release-doc.queries';
import { TreeMenu, type TreeMenuItem } from '../common/tree-menu.view';
import { docMenu } from '../common/doc-columns.view';
import { MarkdownDocView, NoDocuments } from '../common/markdown-doc.view';
import { useDocuments } from '../../portal/portal.context';


const DOC_ROUTE = {
  'develop-guide': '/develop-guide/$productCode/$docId',
  manaul: '/manaul/$productCode/$docId',
  apidoc: '/apidoc/$productCode/$docId',
  extensiondoc: '/extensiondoc/$productCode/$docId',
} as const;

const toItems = (nodes: readonly GuideTreeNode[]): TreeMenuItem[] =>
  nodes.map((node) => ({ id: node.id, label: node.title, children: toItems(node.children) }));

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
  const docId = params.docId ? Number(params.docId) : tree.data ? firstGuideId(tree.data) : undefined;
  const doc = useQuery(releasedDocQuery(releaseDocs, docId));
  const section = t(`docpages.tabs.${tab}`);

  const menuLabel = t('docpages.productMenu', { section });
  const menuView = tree.data ? (
    <TreeMenu
      items={toItems(tree.data)}
      label={menuLabel}
      currentId={docId}
      link={(item, content, current) => (
        <Link to={DOC_ROUTE[tab]} params={{ productCode, docId: String(item.id) }} aria-current={current ? 'page' : undefined}>
          {content}
        </Link>
      )}
    />
  ) : null;
  const menu = docMenu(menuLabel, menuView);

  if (!tree.isError && tree.data && docId === undefined) return <NoDocuments text={t('docpages.emptyTab', { section })} />;
  if (!params.docId && docId !== undefined) return <Navigate to={DOC_ROUTE[tab]} params={{ productCode, docId: String(docId) }} replace />;
  const path = tree.data && docId !== undefined ? guidePath(tree.data, docId) : undefined;
  return (
    <MarkdownDocView
      menu={menu}
      doc={doc.data}
      docKey={docId}
      crumbs={[section, ...(path?.slice(0, -1) ?? [])]}
      calls={[tree, doc]}
      fallbackTitle={section}
    />
  );
};

export const DevelopGuidePage = () => <ProductDocPage tab="develop-guide" />;
export const ManualPage = () => <ProductDocPage tab="manaul" />;
export const ApiDocsTabPage = () => <ProductDocPage tab="apidoc" />;
export const ExtensionDocPage = () => <ProductDocPage tab="extensiondoc" />;
