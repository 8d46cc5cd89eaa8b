import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../portal/use-document-title';
import { DocColumns } from '../common/doc-columns.view';
import { docPending } from '../common/doc-pending.view';
import { useSanitizer } from '../../rich-text/use-rich-text';
import { Toc, type TocEntry } from '../common/toc.view';
import { useDocBase } from '../open-business/doc-base';
import { API_DOC_SECTIONS, ApiDocBody } from './api-doc-body.view';
import { apiDocQuery } from '../../reads/api-doc.queries';
import { useUnitReads } from '../open-business/unit-reads';
import { ApiDocMenu } from './api-doc-menu.view';
import { useDocuments } from '../../portal/portal.context';
import { useApiDocParts } from './use-api-doc-parts';
import { authorizationLabels } from './authorization-labels';
import { responseLabels } from './response-labels';
import { useDocTerm } from '../../portal/use-doc-terms';
import { useApiDocLabels } from '../common/doc-markdown-labels';
import { useWideScreen } from '../common/use-wide-screen';
import { ApiSamples } from './api-samples.view';

/** One API's document: addresses, parameter trees, examples, error codes, SDKs, and the way to try it. */
export const ApiDocPage = () => {
  const { t } = useTranslation();
  const params: { unitId?: string; docId?: string } = useParams({ strict: false });
  const unitId = Number(params.unitId);
  const docId = Number(params.docId);
  const base = useDocBase();
  const hash = useLocation({ select: (location) => location.hash });
  const { docs } = useDocuments();
  const doc = useQuery(apiDocQuery(docs, docId));
  const menu = useQuery(useUnitReads(unitId, base.source).apiMenu);
  const richText = useSanitizer();
  useDocumentTitle(doc.data?.name ?? t('routes.openBusinessDocument'));

  const { sdk } = useApiDocParts();
  const term = useDocTerm();
  const authorization = doc.data?.authorization !== undefined;
  const callbacks = Boolean(doc.data?.callbacks?.length);
  // A wide window shows the examples beside the reference, always in view: the contents then have no entry for them.
  const examplesBeside = useWideScreen();
  const toc = useMemo<TocEntry[]>(
    () =>
      API_DOC_SECTIONS.filter((id) => (id === 'sdk' ? sdk : id === 'authorization' ? authorization : id === 'callbacks' ? callbacks : id === 'examples' ? !examplesBeside : true)).map((id) => ({
        id,
        label: id === 'authorization' ? authorizationLabels(t).title() : id === 'callbacks' ? responseLabels(t).callbacks() : term(`docs.api.sections.${id}`),
        level: 2,
      })),
    [t, term, sdk, authorization, callbacks, examplesBeside],
  );
  const labels = useApiDocLabels();
  // The menu's column is there from the start (empty while the menu loads), so the content does not move when it comes.
  // It is drawn after the document when both come at once: a unit may have a thousand APIs (GitHub's spec), and the
  // reader came for the document.
  const groups = useDeferredValue(menu.data);
  const menuView = { label: term('docs.api.menu'), view: groups ? <ApiDocMenu groups={groups} unitId={unitId} currentId={docId} base={base} /> : <Box aria-hidden="true" /> };

  if (!doc.data || !richText.data) return docPending(menuView, [doc, richText]);
  const api = doc.data;
  return (
    <DocColumns
      menu={menuView}
      toc={<Toc key={`${String(api.id)}-${String(examplesBeside)}`} entries={toc} />}
      beside={examplesBeside ? <ApiSamples api={api} parts={labels.parts} unitId={unitId} preview={base.preview} /> : undefined}
    >
      <ApiDocBody
        api={api}
        unitId={unitId}
        richText={richText.data}
        revealAnchor={hash || undefined}
        examplesBeside={examplesBeside}
        preview={base.preview}
        crumbs={[t('docs.tabs.api'), ...(menu.data?.filter((group) => group.apis.some((item) => item.id === api.id)).map((group) => group.name) ?? [])]}
        tryIt={
          <Link
            to="/open-business-document/common-development-tools/$unitId/$toolName"
            params={{ unitId: String(unitId), toolName: 'api-test' }}
            search={{ apiId: api.id }}
          >
            {t('docs.api.tryIt')}
          </Link>
        }
      />
    </DocColumns>
  );
};
