import { Box, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentValues } from '../portal/portal.context';
import { useSupportContact } from '../portal/use-support-contact';
import { InfoDialog } from './info-dialog.view';

const Row = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Stack direction="row" gap={3} align="flex-start">
    <Box color="brand.fg" pt={0.5} aria-hidden="true">
      {icon}
    </Box>
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontWeight="medium">
        {children}
      </Box>
    </Box>
  </Stack>
);

/**
 * Contact: hotline, e-mail and service hours (Monday to Friday 9:00-18:00); international sites show the phone and
 * e-mail only. The scan-code section appears only when the operator configured a real code image.
 */
export const ContactDetailsDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation();
  const contact = useSupportContact();
  const configuredQrCode = useDeploymentValues().chromeLinks.contactQrCode;
  const qrCode = contact.qrCode ? configuredQrCode : null;
  return (
    <InfoDialog open={open} onOpenChange={onOpenChange} title={t('chrome.contact.title')} closeLabel={t('chrome.contact.close')}>
      <Stack as="dl" gap={4}>
        <Row icon={<Phone size={18} />} label={t('chrome.contact.hotline')}>
          <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
            {contact.phone}
          </Link>
        </Row>
        <Row icon={<Mail size={18} />} label={t('chrome.contact.email')}>
          <Link href={`mailto:${contact.email}`} color="brand.fg">
            {contact.email}
          </Link>
        </Row>
        {contact.hours ? (
          <Row icon={<Clock size={18} />} label={t('chrome.contact.hoursLabel')}>
            {t('chrome.contact.hours')}
          </Row>
        ) : null}
      </Stack>
      {qrCode ? (
        <Box mt={5}>
          <Text fontSize="sm" color="fg.muted" mb={2}>
            {t('chrome.contact.scanCode')}
          </Text>
          <Image src={qrCode} alt={t('chrome.contact.scanCodeAlt')} boxSize="32" />
        </Box>
      ) : null}
    </InfoDialog>
  );
};
