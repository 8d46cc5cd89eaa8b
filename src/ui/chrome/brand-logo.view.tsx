import { Box, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Our own mark: a parcel with a route arrow (decorative). */
const BrandMark = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="#c8161d" />
    <path d="M8 12.5 16 8l8 4.5v9L16 26l-8-4.5z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
    <path d="M8 12.5 16 17l8-4.5M16 17v9" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

/** Logo and portal name, linking home. */
export const BrandLogo = () => {
  const { t } = useTranslation();
  return (
    <Box
      asChild
      flexShrink={0}
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Link to="/home" aria-label={t('common.app.title')}>
        <HStack gap={2}>
          <BrandMark />
          {/* On a phone a long name takes two lines, so the header's buttons (the finder's among them) fit beside it.
              From 1024 px the header's navigation and menus come in, and the name waits until 1280 px to join them. */}
          <Text
            as="span"
            display={{ base: 'inline', lg: 'none', xl: 'inline' }}
            fontWeight="bold"
            fontSize={{ base: 'sm', sm: 'md', md: 'lg' }}
            lineHeight={{ base: 'shorter', sm: 'normal' }}
            maxW={{ base: '8rem', sm: 'none' }}
            color="fg"
            whiteSpace={{ base: 'normal', sm: 'nowrap' }}
          >
            {t('common.app.title')}
          </Text>
        </HStack>
      </Link>
    </Box>
  );
};
