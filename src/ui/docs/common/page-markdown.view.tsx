import { Button } from '@chakra-ui/react';
import { Copy, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '../../../application/notifications/message';
import type { Locale } from '../../../domain/deployment/deployment';
import { markdownTwinPath, publishedPath, type PublishedPage } from '../../../domain/publish/published-page';
import { useLocaleArea } from '../../i18n/use-locale-area';
import { useDeployment, useDeploymentValues, useDocuments, useNotifications } from '../../portal/portal.context';
import type { ExportContent } from './download-page.view';

/** The assistants a reader can hand a page to: each opened with a prompt that links the page's Markdown twin. */
const ASSISTANTS = [
  { name: 'ChatGPT', address: (prompt: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}` },
  { name: 'Claude', address: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
] as const;

/**
 * Beside "Download this page": "Copy page as Markdown" (the same text as the download, from the same exporters, loaded
 * on click), and, where the documents are published (PortalFeatures.publishedDocs), "Open in ChatGPT" and "Open in
 * Claude" with a prompt that links the page's published Markdown twin (docs/publishing.md). Their words come with the
 * document centre's area, loaded with the first of them; until then, or if it cannot load, they are not offered.
 */
export const PageMarkdownActions = ({ markdown, published }: { markdown: ExportContent; published?: PublishedPage }) => {
  const { t, i18n } = useTranslation();
  const words = useLocaleArea('docCentre', 'docCentre.published.app.copy', true);
  const { publishedDocs } = useDeploymentValues().features;
  const { site } = useDeployment();
  const notifications = useNotifications();
  const documentExport = useDocuments().documentExport;
  if (words !== 'ready') return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdown(await documentExport()));
      notifications.toast('success', keyMessage('common.copy.succeeded'));
    } catch {
      notifications.toast('error', keyMessage('common.copy.failed'));
    }
  };
  const twin = published ? new URL(markdownTwinPath(publishedPath(site, i18n.language as Locale, published)), document.baseURI).href : undefined;
  return (
    <>
      <Button size="sm" variant="outline" title={t('docCentre.published.app.copyHint')} onClick={() => void copy()}>
        <Copy size={14} aria-hidden />
        {t('docCentre.published.app.copy')}
      </Button>
      {publishedDocs && twin
        ? ASSISTANTS.map((assistant) => (
            <Button key={assistant.name} asChild size="sm" variant="outline">
              <a href={assistant.address(t('docCentre.published.app.prompt', { url: twin }))} target="_blank" rel="noopener noreferrer" title={t('docCentre.published.app.openHint', { assistant: assistant.name })}>
                <ExternalLink size={14} aria-hidden />
                {t('docCentre.published.app.open', { assistant: assistant.name })}
              </a>
            </Button>
          ))
        : null}
    </>
  );
};
