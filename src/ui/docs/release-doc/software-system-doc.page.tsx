import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { guideDocQuery, guideTreeQuery } from '../guide/guide.queries';
import { GuideTreeDocView } from '../common/guide-tree-doc.view';
import { useDocuments } from '../../portal/portal.context';

const RELEASED = { kind: 'released' } as const;

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
  return (
    <GuideTreeDocView
      tree={tree}
      doc={doc}
      requestedDocId={docId}
      docId={docId}
      target={(id) => ({ to: '/docSoftwareSystem/$id/$docId', params: { id: String(groupId), docId: String(id) } })}
      menuLabel={t('docpages.systemMenu')}
      section={section}
      // The group's tree is another read than the page: its failure stays in the menu, the page still shows.
      menuWhileMissing={tree.isError ? <InlineError error={tree.error} onRetry={() => void tree.refetch()} /> : <LoadingShape kind="document" />}
    />
  );
};
