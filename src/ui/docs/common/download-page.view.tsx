import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
 * "Download this page": the document as a Markdown file (`fileName`, ending in .md). `markdown` is called on click,
 * so a large API document is converted only when someone asks for it.
 */
export const DownloadPage = ({ markdown, fileName }: { markdown: () => string; fileName: string }) => {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="outline" title={t('docpages.download.hint')} onClick={() => saveTextFile(markdown(), fileName)}>
      <Download size={14} aria-hidden />
      {t('docpages.download.action')}
    </Button>
  );
};
