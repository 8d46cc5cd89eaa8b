import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useClassifiedBizUnits } from '../../reads/biz-unit.queries';
import { useDocumentTitle } from '../../portal/use-document-title';
import { PageIntro } from './page-intro.view';
import { UnitCatalogue } from './unit-catalogue.view';
import { PAGE_COLUMN } from '../common/page-column';

/** The capability centre: the API / capability business units (solution type 2) by classification. */
export const CompetenceCenterPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.competenceCenter'));
  const units = useClassifiedBizUnits(2);
  return (
    <>
      <PageIntro title={t('capabilities.centre.title')} body={t('capabilities.centre.intro')} />
      <Box {...PAGE_COLUMN} py={{ base: 8, md: 10 }}>
        <UnitCatalogue groups={units.data} pending={units.isPending} error={units.error} onRetry={() => void units.refetch()} />
      </Box>
    </>
  );
};
