import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '../../../application/notifications/message';
import type { Sdk } from '../../../domain/doc/sdk';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useDocuments, useNotifications } from '../../portal/portal.context';
import { baseSdksQuery, bizSdksQuery } from '../../reads/sdk.queries';
import { DocColumns } from '../common/doc-columns.view';
import { SideScroll } from '../../widgets/side-scroll.view';

const SdkTable = ({ title, sdks, id }: { title: string; sdks: readonly Sdk[]; id: string }) => {
  const { t } = useTranslation();
  const downloadUrl = useDocuments().sdkDownloadUrl;
  const notifications = useNotifications();
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`}>
      <Heading as="h2" id={`${id}-title`} size="lg" mb={3}>
        {title}
      </Heading>
      {sdks.length === 0 ? (
        <Text color="fg.muted">{t('docs.sdk.none')}</Text>
      ) : (
        <SideScroll borderWidth="1px" borderRadius="md">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption srOnly>{title}</chakra.caption>
            <chakra.thead bg="bg.muted">
              <chakra.tr>
                {(['name', 'version', 'language', 'description', 'download'] as const).map((column) => (
                  <chakra.th key={column} scope="col" textAlign="start" px={3} py={2}>
                    {t(`docs.sdk.columns.${column}`)}
                  </chakra.th>
                ))}
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {sdks.map((sdk) => {
                const url = downloadUrl(sdk);
                return (
                  <chakra.tr key={sdk.id} borderTopWidth="1px">
                    <chakra.td px={3} py={2} fontFamily="mono" data-content="backend">
                      {sdk.name}
                    </chakra.td>
                    <chakra.td px={3} py={2}>
                      {sdk.version}
                    </chakra.td>
                    <chakra.td px={3} py={2}>
                      {t(`docs.sdkLanguage.${sdk.language}`)}
                    </chakra.td>
                    <chakra.td px={3} py={2}>
                      {sdk.description ?? ''}
                    </chakra.td>
                    <chakra.td px={3} py={2}>
                      {url ? (
                        <Button asChild size="xs" variant="outline" colorPalette="brand">
                          <a href={url} download={sdk.fileName ?? true} aria-label={t('docs.sdk.downloadOne', { name: sdk.name })}>
                            <Download size={14} aria-hidden />
                            {t('docs.sdk.download')}
                          </a>
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t('docs.sdk.downloadOne', { name: sdk.name })}
                          onClick={() => notifications.toast('warning', keyMessage('docs.sdk.notExist'))}
                        >
                          <Download size={14} aria-hidden />
                          {t('docs.sdk.download')}
                        </Button>
                      )}
                    </chakra.td>
                  </chakra.tr>
                );
              })}
            </chakra.tbody>
          </chakra.table>
        </SideScroll>
      )}
    </Box>
  );
};

/** The SDK tab: the platform's base SDKs and the unit's business SDKs, with downloads. */
export const SdkDocPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('docs.tabs.sdk'));
  const params: { unitId?: string } = useParams({ strict: false });
  const unitId = Number(params.unitId);
  const { docs } = useDocuments();
  const base = useQuery(baseSdksQuery(docs));
  const biz = useQuery(bizSdksQuery(docs, unitId));
  const failed = base.isError ? base : biz.isError ? biz : undefined;
  return (
    <DocColumns>
      <Stack gap={8}>
        <Heading as="h1" size="2xl">
          {t('docs.sdk.title')}
        </Heading>
        {failed ? (
          <InlineError error={failed.error} onRetry={() => void failed.refetch()} />
        ) : !base.data || !biz.data ? (
          <LoadingShape kind="document" />
        ) : (
          <>
            <SdkTable id="base-sdk" title={t('docs.sdk.base')} sdks={base.data} />
            <SdkTable id="biz-sdk" title={t('docs.sdk.biz')} sdks={biz.data} />
          </>
        )}
      </Stack>
    </DocColumns>
  );
};
