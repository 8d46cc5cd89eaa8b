import { useTranslation } from 'react-i18next';
import { deferredControl, type IntentProps } from './deferred-control';
import { DropdownButton } from './dropdown-button';

const ApiUnitsMenuStandIn = ({ intentProps }: { intentProps: IntentProps }) => {
  const { t } = useTranslation();
  return (
    <DropdownButton size="md" fontWeight="medium" aria-haspopup="menu" {...intentProps}>
      {t('chrome.header.api')}
    </DropdownButton>
  );
};

/** API menu: the API business units (solution type 2) by classification; a unit opens its access guide. */
export const ApiUnitsMenu = deferredControl(() => import('./api-units-menu.control').then((module) => module.ApiUnitsMenuControl), ApiUnitsMenuStandIn);
