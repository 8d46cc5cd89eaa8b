import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PLATFORM_DOC_TYPE } from '../../../domain/doc/release-doc';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { releaseDocListQuery, releasedDocQuery } from './release-doc.queries';
import { TreeMenu } from '../common/tree-menu.view';
import { docMenu } from '../common/doc-columns.view';
import { MarkdownDocView, NoDocuments } from '../common/markdown-doc.view';
import { useDocuments } from '../../portal/portal.context';


/** Where the released-doc pages live: each keeps its own address when the menu changes the document. */
type ReleaseDocBase = '/devSupport' | '/newHand' | '/apiNewHand';
const DOC_ROUTE = { '/devSupport': '/devSupport/$docId', '/newHand': '/newHand/$docId', '/apiNewHand': '/apiNewHand/$docId' } as const;
const SECTION_KEY = { '/devSupport': 'docpages.devSupport', '/newHand': 'docpages.newHand', '/apiNewHand': 'docpages.apiNewHand' } as const;

/** The released platform docs of type 1 in the left menu (GET doc/getReleaseDocList?type=1) and one of them (findReleaseDocGroupById). */
const useReleaseDocList = () => {
  return useQuery(releaseDocListQuery(useDocuments().releaseDocs, PLATFORM_DOC_TYPE));
};

/**
 * A released platform document with the released-doc menu. Without a docId (/devSupport) it opens the first document of
 * the list.
 */
export const ReleaseDocPage = ({ base }: { base: ReleaseDocBase }) => {
  const { t } = useTranslation();
  const params: { docId?: string } = useParams({ strict: false });
  const list = useReleaseDocList();
  const docId = params.docId ? Number(params.docId) : list.data?.[0]?.id;
  const doc = useQuery(releasedDocQuery(useDocuments().releaseDocs, docId));
  const section = t(SECTION_KEY[base]);

  const menuLabel = t('docpages.releasedMenu');
  const menuView = list.data ? (
    <TreeMenu
      items={list.data.map((item) => ({ id: item.id, label: item.title, children: [] }))}
      label={menuLabel}
      currentId={docId}
      link={(item, content, current) => (
        <Link to={DOC_ROUTE[base]} params={{ docId: String(item.id) }} aria-current={current ? 'page' : undefined}>
          {content}
        </Link>
      )}
    />
  ) : list.isError && params.docId ? (
    <InlineError error={list.error} onRetry={() => void list.refetch()} />
  ) : params.docId ? (
    <LoadingShape kind="document" />
  ) : null;
  const menu = docMenu(menuLabel, menuView);

  if (!params.docId) {
    if (list.data && docId === undefined) return <NoDocuments text={t('docpages.empty')} />;
    if (docId !== undefined) return <Navigate to={DOC_ROUTE[base]} params={{ docId: String(docId) }} replace />;
  }
  // With a docId the document does not wait for the menu: a failed menu is shown in the menu column.
  const calls = params.docId ? [doc] : [list, doc];
  const published = docId === undefined ? undefined : ({ kind: 'help', docId } as const);
  return <MarkdownDocView menu={menu} doc={doc.data} docKey={docId} crumbs={[section]} calls={calls} fallbackTitle={section} published={published} />;
};

export const DevSupportPage = () => <ReleaseDocPage base="/devSupport" />;
export const NewHandPage = () => <ReleaseDocPage base="/newHand" />;
export const ApiNewHandPage = () => <ReleaseDocPage base="/apiNewHand" />;
