import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkdownDoc } from '../../../domain/doc/guide-doc';
import { markdownFileName } from '../../../domain/doc/doc-file-name';
import { useDocumentTitle } from '../../portal/use-document-title';
import { formatPlatformTime } from '../../../domain/doc/platform-time';
import { Breadcrumbs } from './breadcrumbs.view';
import { DocColumns, type DocMenu } from './doc-columns.view';
import { useGuideDocLabels } from './doc-markdown-labels';
import { docPending, type CallState } from './doc-pending.view';
import { DownloadPage } from './download-page.view';
import { leadingTitle } from '../../../domain/doc/leading-title';
import { MarkdownBody } from '../../rich-text/markdown-body.view';
import { useRichText } from '../../rich-text/use-rich-text';
import { Toc } from './toc.view';
import { PageMarkdownActions } from './page-markdown.view';
import type { PublishedPage } from '../../../domain/publish/published-page';
import { DocLikeWidget } from '../doc-like/doc-like-widget.view';

/**
 * One markdown document in the three doc columns: breadcrumbs, title, "last updated", the sanitized body, the page-level
 * like widget, and its headings as the table of contents. `calls` are every call the page needs (menu, document): the
 * first that failed is described in place with a retry.
 */
export const MarkdownDocView = ({
  menu,
  doc,
  docKey,
  crumbs,
  calls,
  fallbackTitle,
  published,
}: {
  menu: DocMenu | undefined;
  doc: MarkdownDoc | undefined;
  docKey: number | string | undefined;
  /** Breadcrumbs before the document's own title. */
  crumbs: readonly string[];
  calls: readonly CallState[];
  fallbackTitle: string;
  /** Where the document is published (docs/publishing.md), if it is. */
  published?: PublishedPage | undefined;
}) => {
  const { t } = useTranslation();
  const url = useRouterState({ select: (state) => state.location.href });
  const richText = useRichText();
  const labels = useGuideDocLabels();
  const rendered = useMemo(() => (doc && richText.data ? richText.data.markdown(doc.markdown) : undefined), [doc, richText.data]);
  useDocumentTitle(doc?.title ?? fallbackTitle);

  if (!doc || !rendered || calls.some((call) => call.isError)) return docPending(menu, [...calls, richText]);
  const toc = rendered.headings
    .filter((heading) => heading.level >= 2 && heading.level <= 3)
    .map((heading) => ({ id: heading.id, label: heading.text, level: heading.level }));
  const { title, body } = leadingTitle(rendered);
  return (
    <DocColumns menu={menu} toc={<Toc key={docKey} entries={toc} />}>
      <Stack gap={2}>
        <Breadcrumbs crumbs={[...crumbs, doc.title]} />
        <Heading as="h1" size="2xl" data-content="backend">
          {title ?? doc.title}
        </Heading>
        <HStack justify="space-between" gap={3} flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {doc.updateTime ? t('docs.lastUpdated', { time: formatPlatformTime(doc.updateTime) }) : null}
          </Text>
          <HStack gap={2} flexWrap="wrap">
            <DownloadPage markdown={(exporter) => exporter.guideToMarkdown(doc, labels)} fileName={markdownFileName(doc.title, `doc-${String(docKey ?? 'page')}`)} />
            <PageMarkdownActions markdown={(exporter) => exporter.guideToMarkdown(doc, labels)} published={published} />
          </HStack>
        </HStack>
        <MarkdownBody html={body} />
        <DocLikeWidget url={url} />
      </Stack>
    </DocColumns>
  );
};

/** The empty state of a document page whose list or tree has nothing in it. */
export const NoDocuments = ({ text }: { text: string }) => (
  <DocColumns>
    <Text color="fg.muted" role="status">
      {text}
    </Text>
  </DocColumns>
);
