import { Alert, Box, CloseButton, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../portal/use-document-title';
import { openBusinessSearch } from '../../portal/search-params';
import { useAllBizUnits } from './biz-unit-catalogue.queries';
import { PageIntro } from './page-intro.view';
import { UnitCatalogue } from './unit-catalogue.view';
import { PAGE_COLUMN } from '../common/page-column';

/** Sent here from a restricted unit the current team may not read (spec §4 "Document access"). */
const NoAuthorityAlert = ({ onDismiss }: { onDismiss: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert.Root role="alert" status="warning" variant="surface" alignItems="start" data-testid="no-authority">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('capabilities.noAuthority.title')}</Alert.Title>
        <Alert.Description>
          {t('capabilities.noAuthority.body')}{' '}
          <ChakraLink asChild textDecoration="underline" fontWeight="medium" color="inherit">
            <Link to="/chooseSupplier" search={{ from: '/openBusiness' }}>{t('capabilities.noAuthority.chooseTeam')}</Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('capabilities.noAuthority.dismiss')} onClick={onDismiss} />
    </Alert.Root>
  );
};

/** openBusiness (external): every business unit by classification; ?fromUrl=noAuthority adds the no-permission message. */
export const OpenBusinessPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.openBusiness'));
  const { fromUrl } = openBusinessSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const units = useAllBizUnits();
  return (
    <>
      {fromUrl === 'noAuthority' ? (
        <Box bg="bg.subtle">
          <Box {...PAGE_COLUMN} pt={6}>
          {/* Dismissing drops the parameter, so a reload or a shared address does not bring the message back. */}
            <NoAuthorityAlert onDismiss={() => void navigate({ to: '/openBusiness', search: {}, replace: true })} />
          </Box>
        </Box>
      ) : null}
      <PageIntro title={t('capabilities.openBusiness.title')} body={t('capabilities.openBusiness.intro')} />
      <Box {...PAGE_COLUMN} py={{ base: 8, md: 10 }}>
        <UnitCatalogue groups={units.data} pending={units.isPending} error={units.error} onRetry={() => void units.refetch()} />
      </Box>
    </>
  );
};
