import { Box, chakra, SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Apple, Baby, Building2, Handshake, Hospital, Shirt, Smartphone, Sparkles, Store, Wine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SOLUTION_CODES, type SolutionCode } from '../../routes/solution-codes';
import { HomeEntryCard } from './home-entry-card.view';
import { HomeSection } from './home-section.view';

const SOLUTION_ICONS: Readonly<Record<SolutionCode, typeof Wine>> = {
  'wine-warehouse': Wine,
  'food-warehouse': Apple,
  'makeup-warehouse': Sparkles,
  'maternalAndInfant-warehouse': Baby,
  'clothing-warehouse': Shirt,
  '3C-warehouse': Smartphone,
  'hospital-convenience-express': Hospital,
};

/** External: the industry solution pages (the solutions menu's industry tab). */
export const HomeSolutions = () => {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-solutions" title={t('pages.home.solutionsTitle')} intro={t('pages.home.solutionsIntro')} tinted>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        {SOLUTION_CODES.map((code) => {
          const Icon = SOLUTION_ICONS[code];
          return (
            <li key={code}>
              <Box
                asChild
                display="flex"
                alignItems="center"
                gap={3}
                px={4}
                py={3}
                borderWidth="1px"
                borderRadius="lg"
                bg="bg"
                fontWeight="medium"
                _hover={{ borderColor: 'brand.solid', color: 'brand.fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              >
                <Link to="/solution/$solutionCode" params={{ solutionCode: code }}>
                  <chakra.span color="brand.solid" aria-hidden="true" display="flex">
                    <Icon size={20} />
                  </chakra.span>
                  {t(`chrome.solutions.industry.${code}`)}
                </Link>
              </Box>
            </li>
          );
        })}
      </SimpleGrid>
    </HomeSection>
  );
};

const ICON = { size: 24, strokeWidth: 1.75 } as const;

/** External: the ISV, merchant and partner programmes. */
export const HomeProgrammes = () => {
  const { t } = useTranslation();
  const card = (key: string) => ({ title: t(`pages.home.programmes.${key}`), body: t(`pages.home.programmes.${key}Body`) });
  return (
    <HomeSection id="home-programmes" title={t('pages.home.programmesTitle')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={5}>
        <HomeEntryCard {...card('isv')} icon={<Building2 {...ICON} />}>
          {(content) => <Link to="/isv-introduction">{content}</Link>}
        </HomeEntryCard>
        <HomeEntryCard {...card('merchant')} icon={<Store {...ICON} />}>
          {(content) => <Link to="/merchant-introduction">{content}</Link>}
        </HomeEntryCard>
        <HomeEntryCard {...card('partner')} icon={<Handshake {...ICON} />}>
          {(content) => <Link to="/partner">{content}</Link>}
        </HomeEntryCard>
      </SimpleGrid>
    </HomeSection>
  );
};
