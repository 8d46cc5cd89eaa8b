import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { BellRing, Globe, Truck, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../common/page-section.view';

const OFFERS = [
  { key: 'warehouse', Icon: Warehouse },
  { key: 'delivery', Icon: Truck },
  { key: 'tracking', Icon: BellRing },
  { key: 'customs', Icon: Globe },
] as const;

/** What the platform's APIs cover, in four lines. */
export const HomeOffers = () => {
  const { t } = useTranslation();
  return (
    <PageSection id="home-offers" title={t('pages.home.offersTitle')}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={6}>
        {OFFERS.map(({ key, Icon }) => (
          <Box as="li" key={key} display="flex" gap={4} alignItems="flex-start">
            <Box flexShrink={0} p={2.5} borderRadius="lg" bg="brand.subtle" color="brand.solid" aria-hidden="true">
              <Icon size={22} />
            </Box>
            <Box>
              <Heading as="h3" size="md" mb={1}>
                {t(`pages.home.offers.${key}`)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(`pages.home.offers.${key}Body`)}
              </Text>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </PageSection>
  );
};
