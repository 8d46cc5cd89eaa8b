import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '../../../application/notifications/message';
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

/**
 * "Download this page": the document as a Markdown file (`fileName`, ending in .md). `markdown` is called on click
 * (the converter is its own chunk, so a document page does not carry it until someone asks for the file).
 */
export const DownloadPage = ({ markdown, fileName }: { markdown: () => Promise<string>; fileName: string }) => {
  const { t } = useTranslation();
  const notifications = useUseCase('notifications');
  const download = async () => {
    try {
      saveTextFile(await markdown(), fileName);
    } catch {
      notifications().toast('error', keyMessage('docpages.download.failed'));
    }
  };
  return (
    <Button size="sm" variant="outline" title={t('docpages.download.hint')} onClick={() => void download()}>
      <Download size={14} aria-hidden />
      {t('docpages.download.action')}
    </Button>
  );
};
