import { Alert, Button, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyPermission } from '../../portal/use-apply-permission';

/**
 * "Apply for use" (spec §4, §6): a visitor goes to login and comes back on the apply form; a member who is not the team's administrator is told so
 * once, here beside the button (no toast besides); the administrator opens this product's apply form (both portals).
 */
const useApplyForUse = (productCode: string) => {
  const { busy, check } = useApplyPermission();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);

  const apply = async () => {
    setRefused(false);
    // A visitor's login comes back to the apply form itself, which checks again (review m14).
    const decided = await check(`/apply/${encodeURIComponent(productCode)}`);
    if (decided === 'allowed') {
      await navigate({ to: '/apply/$productCode', params: { productCode } });
      return;
    }
    setRefused(decided === 'notAdministrator');
  };
  return { busy, refused, apply };
};

const NotAdministratorNotice = () => {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" maxW="2xl" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('chrome.account.notAdministrator')}</Alert.Title>
        <Alert.Description>{t('products.detail.notAdministratorHint')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
};

/** The apply button beside `others` (the docs link), and under them the notice when the user may not apply. */
export const ApplyActions = ({ productCode, others }: { productCode: string; others?: ReactNode }) => {
  const { t } = useTranslation();
  const { busy, refused, apply } = useApplyForUse(productCode);
  return (
    <Stack gap={4}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} align="flex-start">
        <Button colorPalette="brand" size="lg" loading={busy} onClick={() => void apply()}>
          {t('products.detail.apply')}
        </Button>
        {others}
      </Stack>
      {refused ? <NotAdministratorNotice /> : null}
    </Stack>
  );
};
