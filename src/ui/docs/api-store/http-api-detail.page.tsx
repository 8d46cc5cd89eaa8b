import { chakra, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { apiDocQuery } from '../../reads/api-doc.queries';
import { ApiDocBody } from '../api-doc/api-doc-body.view';
import { useSanitizer } from '../../rich-text/use-rich-text';
import { useInterfaceType } from './interface-type';
import { useDocuments } from '../../portal/portal.context';

/** Internal: one API's document from the API store (/httpApiDetail?id=&unitId=), tried in the internal test tool. */
export const HttpApiDetailPage = () => {
  const { t } = useTranslation();
  const search: { id?: unknown; unitId?: unknown } = useSearch({ strict: false });
  const apiId = Number(search.id);
  const unitId = Number(search.unitId);
  const interfaceType = useInterfaceType();
  const hash = useLocation({ select: (location) => location.hash });
  // No route loader starts this page's document: coming back to a failed one asks again (retryOnMount).
  const doc = useQuery({ ...apiDocQuery(useDocuments().docs, apiId), retryOnMount: true, enabled: Number.isInteger(apiId) && apiId > 0 });
  const richText = useSanitizer();
  useDocumentTitle(doc.data?.name ?? t('apiStore.methods'));
  const failed = doc.isError ? { error: doc.error, retry: () => void doc.refetch() } : richText.isError ? richText : undefined;
  return (
    <Stack gap={4} maxW="1200px" mx="auto" px={{ base: 4, md: 6 }} py={8}>
      <Link to="/apiMethodList" search={{ unitId, interfaceType }}>
        <chakra.span fontSize="sm" color="brand.fg">
          ← {t('apiStore.methods')}
        </chakra.span>
      </Link>
      {!Number.isInteger(apiId) || apiId <= 0 ? (
        <chakra.p color="fg.muted">{t('apiStore.noApi')}</chakra.p>
      ) : failed ? (
        <InlineError error={failed.error} onRetry={failed.retry} />
      ) : !doc.data || !richText.data ? (
        <LoadingShape kind="document" />
      ) : (
        <ApiDocBody
          api={doc.data}
          unitId={unitId}
          richText={richText.data}
          revealAnchor={hash || undefined}
          preview={false}
          crumbs={[t('apiStore.title'), t('apiStore.methods')]}
          tryIt={
            <Link to="/apiTestMainPage" search={{ apiId, ...(Number.isInteger(unitId) && unitId > 0 ? { unitId } : {}) }}>
              {t('docs.api.tryIt')}
            </Link>
          }
        />
      )}
    </Stack>
  );
};
