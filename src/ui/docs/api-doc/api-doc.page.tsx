import { Box, Button, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countParams } from '../../../domain/doc/param-tree';
import { InlineError, InlineLoading } from '../../chrome/call-state.view';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { runTask } from '../../use-cases/task-query';
import { useUseCase } from '../../use-cases/use-cases.context';
import { DocColumns } from '../common/doc-columns.view';
import { useRichText } from '../common/rich-text.queries';
import { Toc, type TocEntry } from '../common/toc.view';
import { useDocBase } from '../open-business/doc-base';
import { ApiMenu } from './api-menu.view';
import { ApiAddresses, ApiOverview } from './api-overview.view';
import { ApiErrorCodes, ApiExamples, ApiSdks } from './api-extras.view';
import { ParamTable } from './param-table.view';

const SECTIONS = ['overview', 'address', 'request', 'response', 'examples', 'errors', 'sdk'] as const;

/** One API's document: addresses, parameter trees, examples, error codes, SDKs, and the way to try it. */
export const ApiDocPage = () => {
  const { t } = useTranslation();
  const params: { unitId?: string; docId?: string } = useParams({ strict: false });
  const unitId = Number(params.unitId);
  const docId = Number(params.docId);
  const base = useDocBase();
  const hash = useLocation({ select: (location) => location.hash });
  const apiDoc = useUseCase('apiDoc');
  const apiMenu = useUseCase('apiMenu');
  const doc = useQuery({ queryKey: ['apiDoc', docId], queryFn: () => runTask(apiDoc(docId)) });
  const menu = useQuery({ queryKey: ['apiMenu', unitId], queryFn: () => runTask(apiMenu(unitId)) });
  const richText = useRichText();
  useDocumentTitle(doc.data?.name ?? t('routes.openBusinessDocument'));

  const toc = useMemo<TocEntry[]>(() => SECTIONS.map((id) => ({ id, label: t(`docs.api.sections.${id}`), level: 2 })), [t]);
  const menuView = menu.data ? <ApiMenu groups={menu.data} unitId={unitId} currentId={docId} base={base} /> : null;

  if (doc.isError) {
    return (
      <DocColumns menu={menuView}>
        <InlineError error={doc.error} onRetry={() => void doc.refetch()} />
      </DocColumns>
    );
  }
  if (richText.isError) {
    return (
      <DocColumns menu={menuView}>
        <InlineError error={richText.error} onRetry={() => void richText.refetch()} />
      </DocColumns>
    );
  }
  if (!doc.data || !richText.data) {
    return (
      <DocColumns menu={menuView}>
        <InlineLoading />
      </DocColumns>
    );
  }
  const api = doc.data;
  const rich = richText.data;
  return (
    <DocColumns menu={menuView} toc={<Toc key={api.id} entries={toc} />}>
      <Stack gap={8}>
        <ApiOverview doc={api} richText={rich} />
        {base.preview ? null : (
          <Box>
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/open-business-document/common-development-tools/$unitId/$toolName" params={{ unitId: String(unitId), toolName: 'api-test' }} search={{ apiId: api.id }}>
                {t('docs.api.tryIt')}
              </Link>
            </Button>
          </Box>
        )}
        <ApiAddresses doc={api} />
        {(['request', 'response'] as const).map((kind) => {
          const nodes = kind === 'request' ? api.requestParams : api.responseParams;
          return (
            <Box as="section" key={kind} id={kind} aria-labelledby={`${kind}-title`} scrollMarginTop="160px">
              <Heading as="h2" id={`${kind}-title`} size="lg" mb={1}>
                {t(`docs.api.sections.${kind}`)}
              </Heading>
              <Text fontSize="sm" color="fg.muted" mb={2}>
                {t('docs.params.count', { count: countParams(nodes) })}
              </Text>
              <ParamTable nodes={nodes} caption={t(`docs.api.sections.${kind}`)} richText={rich} revealAnchor={hash || undefined} />
            </Box>
          );
        })}
        <ApiExamples doc={api} />
        <ApiErrorCodes doc={api} richText={rich} />
        <ApiSdks doc={api} unitId={unitId} preview={base.preview} />
        <Separator />
      </Stack>
    </DocColumns>
  );
};
