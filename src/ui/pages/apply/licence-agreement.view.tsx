import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadWhenOpen } from '../../widgets/load-on-first-use';

const loadInfoDialog = () => import('../../widgets/info-dialog.view').then((module) => module.InfoDialog);

const CLAUSES = ['licence', 'accounts', 'data', 'service', 'use', 'end'] as const;

/** The software licence agreement the apply forms ask the administrator to accept (a summary of its terms). */
export const LicenceAgreementDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation();
  return (
    <LoadWhenOpen
      load={loadInfoDialog}
      open={open}
      onOpenChange={onOpenChange}
      title={t('applying.agreement.title')}
      closeLabel={t('applying.agreement.close')}
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('applying.agreement.close')}
        </Button>
      }
    >
      <Stack gap={4} fontSize="sm">
        <Text color="fg.muted">{t('applying.agreement.version')}</Text>
        <Text>{t('applying.agreement.intro')}</Text>
        {CLAUSES.map((clause) => (
          <Stack key={clause} gap={1}>
            <Heading as="h3" size="sm">
              {t(`applying.agreement.clauses.${clause}.title`)}
            </Heading>
            <Text>{t(`applying.agreement.clauses.${clause}.body`)}</Text>
          </Stack>
        ))}
      </Stack>
    </LoadWhenOpen>
  );
};
