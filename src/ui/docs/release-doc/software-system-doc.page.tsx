import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { guidePath, type GuideTreeNode } from '../../../domain/doc/guide-doc';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { guideDocQuery, guideTreeQuery } from '../guide/guide.queries';
import { TreeMenu, type TreeMenuItem } from '../common/tree-menu.view';
import { docMenu } from '../common/doc-columns.view';
import { MarkdownDocView } from '../common/markdown-doc.view';
import { useDocuments } from '../../portal/portal.context';

const RELEASED = { kind: 'released' } as const;

const toItems = (nodes: readonly GuideTreeNode[]): TreeMenuItem[] =>
  nodes.map((node) => ({ id: node.id, label: node.title, children: toItems(node.children) }));

/**
 * /docSoftwareSystem/{id}/{docId}: a software system's documents. `id` is the document group (GET
 * doc/getDocByGroupByTree?objId=id: the left tree), `docId` the page (GET doc/findReleaseDocGroupById?id=docId).
 */
export const SoftwareSystemDocPage = () => {
  const { t } = useTranslation();
  const params: { id?: string; docId?: string } = useParams({ strict: false });
  const groupId = Number(params.id);
  const docId = Number(params.docId);
  const { docs } = useDocuments();
  const tree = useQuery(guideTreeQuery(docs, groupId));
  const doc = useQuery(guideDocQuery(docs, docId, RELEASED));
  const section = t('docpages.softwareSystem');

  const menuLabel = t('docpages.systemMenu');
  const menuView = tree.data ? (
    <TreeMenu
      items={toItems(tree.data)}
      label={menuLabel}
      currentId={docId}
      link={(item, content, current) => (
        <Link
          to="/docSoftwareSystem/$id/$docId"
          params={{ id: String(groupId), docId: String(item.id) }}
          aria-current={current ? 'page' : undefined}
        >
          {content}
        </Link>
      )}
    />
  ) : tree.isError ? (
    <InlineError error={tree.error} onRetry={() => void tree.refetch()} />
  ) : (
    <LoadingShape kind="document" />
  );
  const menu = docMenu(menuLabel, menuView);
  const path = tree.data ? guidePath(tree.data, docId) : undefined;
  return (
    <MarkdownDocView
      menu={menu}
      doc={doc.data}
      docKey={docId}
      crumbs={[section, ...(path?.slice(0, -1) ?? [])]}
      calls={[doc]}
      fallbackTitle={section}
    />
  );
};
