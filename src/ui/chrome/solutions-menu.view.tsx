import { useTranslation } from 'react-i18next';
import { deferredControl, type IntentProps } from './deferred-control';
import { DropdownButton } from './dropdown-button';

const SolutionsMenuStandIn = ({ intentProps }: { intentProps: IntentProps }) => {
  const { t } = useTranslation();
  return (
    <DropdownButton fontWeight="medium" aria-haspopup="dialog" {...intentProps}>
      {t('chrome.header.solutions')}
    </DropdownButton>
  );
};

/** Solutions menu: an industry tab and a scenario tab (a disclosure of links). */
export const SolutionsMenu = deferredControl(
  () => import('./solutions-menu.control').then((module) => module.SolutionsMenuControl),
  SolutionsMenuStandIn,
);
