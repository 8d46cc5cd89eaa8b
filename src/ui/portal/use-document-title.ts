import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "page · platform". */
export const useDocumentTitle = (title: string): void => {
  const { t } = useTranslation();
  const platform = t('common.app.title');
  useEffect(() => {
    document.title = title ? `${title} · ${platform}` : platform;
  }, [title, platform]);
};
