import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '../../../application/notifications/message';
import type { DocumentExport } from '../../../application/ports/document-export.port';
import { useUseCase } from '../../use-cases/use-cases.context';

/** Hands `text` to the browser as a file download: a Blob, an object URL, a temporary link clicked once. */
export const saveTextFile = (text: string, fileName: string, type = 'text/markdown;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: the click has handed the URL to the browser's download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

/** What a download makes of the page's document with the exporters. */
export type ExportContent = (exporter: DocumentExport) => string;

/**
 * A button that saves what `content` makes as a file. The exporters load on click (their own chunk, so a document
 * page does not carry them until someone asks for the file); a failure is said in a toast.
 */
const DownloadButton = (props: { label: string; hint: string; content: ExportContent; fileName: string; type: string }) => {
  const notifications = useUseCase('notifications');
  const documentExport = useUseCase('documentExport');
  const download = async () => {
    try {
      saveTextFile(props.content(await documentExport()), props.fileName, props.type);
    } catch {
      notifications().toast('error', keyMessage('docpages.download.failed'));
    }
  };
  return (
    <Button size="sm" variant="outline" title={props.hint} onClick={() => void download()}>
      <Download size={14} aria-hidden />
      {props.label}
    </Button>
  );
};

/** "Download this page": the document as a Markdown file (`fileName`, ending in .md). */
export const DownloadPage = ({ markdown, fileName }: { markdown: ExportContent; fileName: string }) => {
  const { t } = useTranslation();
  return <DownloadButton label={t('docpages.download.action')} hint={t('docpages.download.hint')} content={markdown} fileName={fileName} type="text/markdown;charset=utf-8" />;
};

/** "Download OpenAPI": the document as an OpenAPI 3.0 JSON file for Postman, Insomnia or code generators. */
export const DownloadOpenApi = ({ openApi, fileName }: { openApi: ExportContent; fileName: string }) => {
  const { t } = useTranslation();
  return (
    <DownloadButton
      label={t('docpages.download.openApi')}
      hint={t('docpages.download.openApiHint')}
      content={openApi}
      fileName={fileName}
      type="application/json;charset=utf-8"
    />
  );
};
