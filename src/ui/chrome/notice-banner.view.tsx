import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../portal/portal.context';

/** The platform notice (admin console redesign); closing it is remembered (localStorage, via the use cases). */
export const NoticeBanner = () => {
  const { t } = useTranslation();
  const { isNoticeClosed, closeNotice } = usePreferences();
  const [closed, setClosed] = useState(isNoticeClosed);
  if (closed) return null;
  return (
    <Box as="section" aria-label={t('chrome.notice.label')} bg="brand.subtle" borderBottomWidth="1px" borderColor="brand.muted">
      {/* On a phone smaller type and no icon: the notice takes three lines there, not five (review m18). */}
      <HStack maxW="layout" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 1, md: 2 }} gap={3}>
        <Box color="brand.fg" flexShrink={0} hideBelow="md">
          <Megaphone size={18} aria-hidden="true" />
        </Box>
        <Text flex="1" fontSize={{ base: 'xs', md: 'sm' }} color="fg">
          <Text as="strong" fontWeight="semibold" me={2}>
            {t('chrome.notice.title')}
          </Text>
          {t('chrome.notice.text')}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t('chrome.notice.close')}
          onClick={() => {
            closeNotice();
            setClosed(true);
          }}
        />
      </HStack>
    </Box>
  );
};
