import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localizedName, type BizUnitClassification } from '../../domain/biz-unit/biz-unit';
import { deferredControl, type IntentProps } from './deferred-control';
import { DropdownButton } from './dropdown-button';

/** Name of a classification in the reader's language. */
export const groupName = (group: BizUnitClassification, english: boolean): string =>
  localizedName({ name: group.classifyName, nameEn: group.classifyNameEn }, english);

/** 'Visible only to me' tag of the project classification. */
export const ProjectTag = () => {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="brand" variant="subtle" size="sm" ms={2}>
      {t('chrome.api.projectTag')}
    </Badge>
  );
};

const ApiMenuStandIn = ({ intentProps }: { intentProps: IntentProps }) => {
  const { t } = useTranslation();
  return (
    <DropdownButton size="md" fontWeight="medium" aria-haspopup="menu" {...intentProps}>
      {t('chrome.header.api')}
    </DropdownButton>
  );
};

/** API menu: the API business units (solution type 2) by classification; a unit opens its access guide. */
export const ApiMenu = deferredControl(() => import('./api-menu.control').then((module) => module.ApiMenuControl), ApiMenuStandIn);
