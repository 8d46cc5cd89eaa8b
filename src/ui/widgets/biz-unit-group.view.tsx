import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localizedName, type BizUnitClassification } from '../../domain/biz-unit/biz-unit';

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
