import { VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** '(opens in a new tab)' for screen readers, with the icon for everyone else. */
export const NewTabHint = () => {
  const { t } = useTranslation();
  return (
    <>
      <ExternalLink size={12} aria-hidden="true" />
      <VisuallyHidden>{t('chrome.newTab')}</VisuallyHidden>
    </>
  );
};
