import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from '@tanstack/react-router';
import { firstGuideId, guidePath, type GuideTreeNode } from '../../../domain/doc/guide-doc';
import { guideDocQuery, guideTreeQuery } from './guide.queries';
import { docMenu } from '../common/doc-columns.view';
import { MarkdownDocView, NoDocuments } from '../common/markdown-doc.view';
import { TreeMenu, type TreeMenuItem } from '../common/tree-menu.view';
import { useDocBase } from '../open-business/doc-base';
import { useDocuments } from '../../portal/portal.context';
import { useDocTerm } from '../../portal/use-doc-terms';

const toItems = (nodes: readonly GuideTreeNode[]): TreeMenuItem[] =>
  nodes.map((node) => ({ id: node.id, label: node.title, children: toItems(node.children) }));

/** The access guide of a unit: its tree on the left, the chosen page in markdown, its headings on the right. */
export const AccessGuidePage = () => {
  const term = useDocTerm();
  const params: { unitId?: string; docId?: string } = useParams({ strict: false });
  const unitId = Number(params.unitId);
  const base = useDocBase();
  const { docs } = useDocuments();
  const tree = useQuery(guideTreeQuery(docs, unitId));
  const docId = params.docId ? Number(params.docId) : tree.data ? firstGuideId(tree.data) : undefined;
  const doc = useQuery(guideDocQuery(docs, docId, base.source));
  const menuLabel = term('docs.guide.menu');
  const menuView = tree.data ? (
    <TreeMenu
      items={toItems(tree.data)}
      label={menuLabel}
      currentId={docId}
      link={(item, content, current) => (
        <Link
          to={`${base.prefix}/access-guide/$unitId/$docId`}
          params={{ unitId: String(unitId), docId: String(item.id) }}
          search={base.search}
          aria-current={current ? 'page' : undefined}
        >
          {content}
        </Link>
      )}
    />
  ) : null;
  const menu = docMenu(menuLabel, menuView);

  if (tree.data && docId === undefined) return <NoDocuments text={term('docs.guide.empty')} />;
  if (!params.docId && docId !== undefined) {
    return <Navigate to={`${base.prefix}/access-guide/$unitId/$docId`} params={{ unitId: String(unitId), docId: String(docId) }} search={base.search} replace />;
  }
  const path = guidePath(tree.data ?? [], docId ?? 0) ?? [];
  return (
    <MarkdownDocView
      menu={menu}
      doc={doc.data}
      docKey={docId}
      crumbs={[term('docs.tabs.guide'), ...path.slice(0, -1)]}
      calls={[tree, doc]}
      fallbackTitle={term('docs.tabs.guide')}
      published={base.preview || docId === undefined ? undefined : { kind: 'guide', unitId, docId }}
    />
  );
};
