import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { guideDocQuery, guideTreeQuery } from './guide.queries';
import { GuideTreeDocView, shownGuideId } from '../common/guide-tree-doc.view';
import { useDocBase } from '../open-business/doc-base';
import { useDocuments } from '../../portal/portal.context';
import { useDocTerm } from '../../portal/use-doc-terms';

/** The access guide of a unit: its tree on the left, the chosen page in markdown, its headings on the right. */
export const AccessGuidePage = () => {
  const term = useDocTerm();
  const params: { unitId?: string; docId?: string } = useParams({ strict: false });
  const unitId = Number(params.unitId);
  const base = useDocBase();
  const { docs } = useDocuments();
  const tree = useQuery(guideTreeQuery(docs, unitId));
  const requested = params.docId ? Number(params.docId) : undefined;
  const docId = shownGuideId(requested, tree.data);
  const doc = useQuery(guideDocQuery(docs, docId, base.source));
  return (
    <GuideTreeDocView
      tree={tree}
      doc={doc}
      requestedDocId={requested}
      docId={docId}
      target={(id) => ({ to: `${base.prefix}/access-guide/$unitId/$docId`, params: { unitId: String(unitId), docId: String(id) }, search: base.search })}
      menuLabel={term('docs.guide.menu')}
      section={term('docs.tabs.guide')}
      empty={term('docs.guide.empty')}
      published={base.preview ? undefined : (id) => ({ kind: 'guide', unitId, docId: id })}
    />
  );
};
