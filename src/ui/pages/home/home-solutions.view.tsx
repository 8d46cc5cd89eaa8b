import { chakra, SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Apple, Baby, Building2, Handshake, Hospital, Shirt, Smartphone, Sparkles, Store, Wine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SOLUTION_CODES, type SolutionCode } from '../../portal/solution-codes';
import { LinkCard } from '../common/link-card.view';
import { PageSection } from '../common/page-section.view';
import { EntryCards, type Entry } from './home-entry-card.view';

const SOLUTION_ICONS: Readonly<Record<SolutionCode, typeof Wine>> = {
  'wine-warehouse': Wine,
  'food-warehouse': Apple,
  'makeup-warehouse': Sparkles,
  'maternalAndInfant-warehouse': Baby,
  'clothing-warehouse': Shirt,
  '3C-warehouse': Smartphone,
  'hospital-convenience-express': Hospital,
};

/** External: the solution pages, the six industries' and hospital convenience express (a scenario solution). */
export const HomeSolutions = () => {
  const { t } = useTranslation();
  return (
    <PageSection id="home-solutions" title={t('pages.home.solutionsTitle')} intro={t('pages.home.solutionsIntro')} tinted rules="both">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        {SOLUTION_CODES.map((code) => {
          const Icon = SOLUTION_ICONS[code];
          return (
            <li key={code}>
              <LinkCard
                flexDirection="row"
                alignItems="center"
                gap={3}
                px={4}
                py={3}
                h="auto"
                fontWeight="medium"
                transition="none"
                _hover={{ borderColor: 'brand.solid', color: 'brand.fg' }}
              >
                <Link to="/solution/$solutionCode" params={{ solutionCode: code }}>
                  <chakra.span color="brand.solid" aria-hidden="true" display="flex">
                    <Icon size={20} />
                  </chakra.span>
                  {t(`chrome.solutions.industry.${code}`)}
                </Link>
              </LinkCard>
            </li>
          );
        })}
      </SimpleGrid>
    </PageSection>
  );
};

const PROGRAMMES: readonly Entry[] = [
  { key: 'isv', Icon: Building2, to: '/isv-introduction' },
  { key: 'merchant', Icon: Store, to: '/merchant-introduction' },
  { key: 'partner', Icon: Handshake, to: '/partner' },
];

/** External: the ISV, merchant and partner programmes. */
export const HomeProgrammes = () => {
  const { t } = useTranslation();
  return (
    <PageSection id="home-programmes" title={t('pages.home.programmesTitle')}>
      <EntryCards area="pages.home.programmes" entries={PROGRAMMES} columns={{ base: 1, md: 3 }} />
    </PageSection>
  );
};
