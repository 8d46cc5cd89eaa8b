import { Button } from '@chakra-ui/react';
import { Copy, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '../../../application/notifications/message';
import type { Locale } from '../../../domain/deployment/deployment';
import { markdownTwinPath, publishedPathUnder, type PublishedPage } from '../../../domain/publish/published-page';
import { useDeploymentValues, useDocuments, useNotifications } from '../../portal/portal.context';
import type { ExportContent } from './download-page.view';

/** The assistants a reader can hand a page to: each opened with a prompt that links the page's Markdown twin. */
const ASSISTANTS = [
  { name: 'ChatGPT', address: (prompt: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}` },
  { name: 'Claude', address: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
] as const;

/**
 * Beside "Download this page": "Copy page as Markdown" (the same text as the download, from the same exporters, loaded
 * on click), and, where the documents are published (PortalFeatures.publishedDocs), "Open in ChatGPT" and "Open in
 * Claude" with a prompt that links the page's published Markdown twin (docs/publishing.md). Their words are those of
 * "Download this page" (`docpages.download`), there from the first render: buttons that came later would move the
 * page under the reader (a layout shift).
 */
export const PageMarkdownActions = ({ markdown, published }: { markdown: ExportContent; published?: PublishedPage }) => {
  const { t, i18n } = useTranslation();
  const { features, sitePath } = useDeploymentValues();
  const notifications = useNotifications();
  const documentExport = useDocuments().documentExport;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdown(await documentExport()));
      notifications.toast('success', keyMessage('common.copy.succeeded'));
    } catch {
      notifications.toast('error', keyMessage('common.copy.failed'));
    }
  };
  const twin = published ? new URL(markdownTwinPath(publishedPathUnder(sitePath, i18n.language as Locale, published)), document.baseURI).href : undefined;
  return (
    <>
      <Button size="sm" variant="outline" title={t('docpages.download.copyPageHint')} onClick={() => void copy()}>
        <Copy size={14} aria-hidden />
        {t('docpages.download.copyPage')}
      </Button>
      {features.publishedDocs && twin
        ? ASSISTANTS.map((assistant) => (
            <Button key={assistant.name} asChild size="sm" variant="outline">
              <a href={assistant.address(t('docpages.download.assistantPrompt', { url: twin }))} target="_blank" rel="noopener noreferrer" title={t('docpages.download.openInHint', { assistant: assistant.name })}>
                <ExternalLink size={14} aria-hidden />
                {t('docpages.download.openIn', { assistant: assistant.name })}
              </a>
            </Button>
          ))
        : null}
    </>
  );
};
