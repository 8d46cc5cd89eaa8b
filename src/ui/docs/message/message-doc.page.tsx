import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocTerm } from '../../portal/use-doc-terms';
import { markdownFileName, openApiFileName } from '../../../domain/doc/doc-file-name';
import { countParams } from '../../../domain/doc/param-tree';
import { useDocumentTitle } from '../../portal/use-document-title';
import { PageMarkdownActions } from '../common/page-markdown.view';
import { formatPlatformTime } from '../../../domain/doc/platform-time';
import { ParamTable } from '../api-doc/param-table.view';
import { Breadcrumbs } from '../common/breadcrumbs.view';
import { CopyCode } from '../common/copy-code.view';
import { DocColumns, docMenu } from '../common/doc-columns.view';
import { useMessageDocLabels } from '../common/doc-markdown-labels';
import { DownloadOpenApi, DownloadPage } from '../common/download-page.view';
import { useGatewayTools } from '../../portal/use-gateway-tools';
import { docPending } from '../common/doc-pending.view';
import { RichHtml } from '../../rich-text/rich-html.view';
import { useSanitizer } from '../../rich-text/use-rich-text';
import { Toc } from '../common/toc.view';
import { TreeMenu } from '../common/tree-menu.view';
import { DocLikeWidget } from '../doc-like/doc-like-widget.view';
import { useDocBase } from '../open-business/doc-base';
import { messageDocQuery } from '../../reads/message-doc.queries';
import { useUnitReads } from '../open-business/unit-reads';
import { useDocuments } from '../../portal/portal.context';

/** A push message's document: description, property tree and example, with the unit's messages on the left. */
export const MessageDocPage = () => {
  const { t } = useTranslation();
  const term = useDocTerm();
  const params: { unitId?: string; docId?: string } = useParams({ strict: false });
  const unitId = Number(params.unitId);
  const messageId = Number(params.docId);
  const base = useDocBase();
  const hash = useLocation({ select: (location) => location.hash });
  const url = useRouterState({ select: (state) => state.location.href });
  const { docs } = useDocuments();
  const menu = useQuery(useUnitReads(unitId, base.source).messageMenu);
  const doc = useQuery(messageDocQuery(docs, unitId, messageId));
  const richText = useSanitizer();
  const labels = useMessageDocLabels();
  const gatewayTools = useGatewayTools();
  useDocumentTitle(doc.data?.chineseName ?? doc.data?.name ?? t('docs.tabs.message'));

  const menuLabel = term('docs.message.menu');
  const menuView = menu.data ? (
    <TreeMenu
      label={menuLabel}
      currentId={messageId}
      items={menu.data.map((group, index) => ({
        id: -(index + 1),
        label: group.name,
        children: group.messages.map((message) => ({ id: message.id, label: message.chineseName ?? message.name, children: [] })),
      }))}
      link={(item, content, current) =>
        item.id < 0 ? (
          <Text as="span" fontSize="xs" fontWeight="semibold" color="fg.muted">
            {content}
          </Text>
        ) : (
          <Link
            to={`${base.prefix}/message-doc/$unitId/$docId`}
            params={{ unitId: String(unitId), docId: String(item.id) }}
            search={base.search}
            aria-current={current ? 'page' : undefined}
          >
            {content}
          </Link>
        )
      }
    />
  ) : null;

  const sideMenu = docMenu(menuLabel, menuView);

  if (!doc.data || !richText.data) return docPending(sideMenu, [doc, richText]);
  const message = doc.data;
  const toc = (['properties', 'example'] as const).map((id) => ({ id, label: t(`docs.message.${id}`), level: 2 }));
  return (
    <DocColumns menu={sideMenu} toc={<Toc key={message.id} entries={toc} />}>
      <Stack gap={6}>
        <Stack gap={2}>
          <Breadcrumbs
            crumbs={[
              t('docs.tabs.message'),
              ...(menu.data?.filter((group) => group.messages.some((item) => item.id === message.id)).map((group) => group.name) ?? []),
              message.chineseName ?? message.name,
            ]}
          />
          <Heading as="h1" size="2xl">
            {message.chineseName ?? message.name}
          </Heading>
          <HStack justify="space-between" gap={3} flexWrap="wrap">
            <Text fontFamily="mono" fontSize="sm" color="fg.muted">
              {message.name}
              {message.updateTime ? ` · ${t('docs.lastUpdated', { time: formatPlatformTime(message.updateTime) })}` : ''}
            </Text>
            <HStack gap={2} flexWrap="wrap">
              <DownloadPage
                markdown={(exporter) => exporter.messageToMarkdown(message, labels)}
                fileName={markdownFileName(message.name, `message-${String(message.id)}`)}
              />
              {gatewayTools ? (
                <DownloadOpenApi
                  openApi={(exporter) => exporter.messageToOpenApi(message)}
                  fileName={openApiFileName(message.name, `message-${String(message.id)}`)}
                />
              ) : null}
              <PageMarkdownActions markdown={(exporter) => exporter.messageToMarkdown(message, labels)} published={base.preview ? undefined : { kind: 'message', unitId, messageId: message.id }} />
            </HStack>
          </HStack>
          {message.description ? <RichHtml html={message.description} richText={richText.data} /> : null}
        </Stack>
        <Box as="section" id="properties" aria-labelledby="properties-title" scrollMarginTop="160px">
          <Heading as="h2" id="properties-title" size="lg" mb={1}>
            {t('docs.message.properties')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb={2}>
            {t('docs.params.count', { count: countParams(message.properties) })}
          </Text>
          <ParamTable nodes={message.properties} caption={t('docs.message.properties')} richText={richText.data} revealAnchor={hash || undefined} />
        </Box>
        <Box as="section" id="example" aria-labelledby="example-title" scrollMarginTop="160px">
          <Heading as="h2" id="example-title" size="lg" mb={3}>
            {t('docs.message.example')}
          </Heading>
          {message.example ? (
            <CopyCode code={message.example} label={t('docs.message.example')} />
          ) : (
            <Text color="fg.muted">{t('docs.api.examples.none')}</Text>
          )}
        </Box>
        <DocLikeWidget url={url} />
      </Stack>
    </DocColumns>
  );
};
