import type { UseQueryResult } from '@tanstack/react-query';
import { Link, Navigate, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { firstGuideId, guidePath, type GuideTreeNode, type MarkdownDoc } from '../../../domain/doc/guide-doc';
import type { PublishedPage } from '../../../domain/publish/published-page';
import { docMenu } from './doc-columns.view';
import { MarkdownDocView, NoDocuments } from './markdown-doc.view';
import { TreeMenu, type TreeMenuItem } from './tree-menu.view';

const toItems = (nodes: readonly GuideTreeNode[]): TreeMenuItem[] =>
  nodes.map((node) => ({ id: node.id, label: node.title, children: toItems(node.children) }));

/** Where a page of the tree is: the route and its parameters (and search), as a Link or a Navigate takes them. */
export type GuidePageTarget = (docId: number) => Pick<LinkProps, 'to' | 'params' | 'search'>;

/** The page a tree's view shows: the one the address names, else the tree's first (once the tree has come). */
export const shownGuideId = (requested: number | undefined, tree: readonly GuideTreeNode[] | undefined): number | undefined =>
  requested ?? (tree ? firstGuideId(tree) : undefined);

/**
 * A tree of markdown pages (a unit's access guide, a product's document tab, a software system's documents): the
 * tree as the left menu, each item a link to its page, and the chosen page. Without a page in the address it opens
 * the tree's first, or says `empty` when the tree has none.
 */
export const GuideTreeDocView = (props: {
  tree: UseQueryResult<readonly GuideTreeNode[]>;
  doc: UseQueryResult<MarkdownDoc>;
  /** The page the address names, if it names one, and the one shown (`shownGuideId`). */
  requestedDocId: number | undefined;
  docId: number | undefined;
  target: GuidePageTarget;
  menuLabel: string;
  /** The section's name: the first breadcrumb, and the title until the page has loaded. */
  section: string;
  /** What an empty tree says (only where the address may name no page). */
  empty?: string;
  /** What the menu shows while the tree has not come (else nothing; its failure is then the page's). */
  menuWhileMissing?: ReactNode;
  published?: (docId: number) => PublishedPage | undefined;
}) => {
  const { tree, doc, docId } = props;
  const menuView = tree.data ? (
    <TreeMenu
      items={toItems(tree.data)}
      label={props.menuLabel}
      currentId={docId}
      link={(item, content, current) => (
        <Link {...props.target(item.id)} aria-current={current ? 'page' : undefined}>
          {content}
        </Link>
      )}
    />
  ) : (
    props.menuWhileMissing
  );
  if (tree.data && docId === undefined) return <NoDocuments text={props.empty ?? props.section} />;
  if (props.requestedDocId === undefined && docId !== undefined) return <Navigate {...props.target(docId)} replace />;
  const path = tree.data && docId !== undefined ? guidePath(tree.data, docId) : undefined;
  return (
    <MarkdownDocView
      menu={docMenu(props.menuLabel, menuView)}
      doc={doc.data}
      docKey={docId}
      crumbs={[props.section, ...(path?.slice(0, -1) ?? [])]}
      calls={props.menuWhileMissing === undefined ? [tree, doc] : [doc]}
      fallbackTitle={props.section}
      published={docId === undefined ? undefined : props.published?.(docId)}
    />
  );
};
