import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Check, ListChecks, MapPinned, Package, Rocket, Truck, Undo2, Warehouse } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../portal/use-document-title';
import { SOLUTION_CODES } from '../../portal/solution-codes';
import { PageSection } from '../common/page-section.view';
import { FeatureGrid } from './feature-grid.view';
import { MerchantArt } from './programme-art.view';
import { ProgrammeHero } from './programme-hero.view';
import { StepsList } from './steps-list.view';
import { LinkArrow, TextLink } from './text-link.view';

const CONNECTIONS = [
  { key: 'warehousing', icon: Warehouse },
  { key: 'delivery', icon: Truck },
  { key: 'returns', icon: Undo2 },
  { key: 'tracking', icon: MapPinned },
] as const;

const STEPS = ['account', 'choose', 'apply', 'connect', 'live'] as const;
const WAY_POINTS = ['p1', 'p2', 'p3'] as const;

/** The external merchant introduction: what merchants connect, by themselves or through an ISV, and how. */
export const MerchantIntroductionPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.merchantIntroduction'));
  const text = (key: string) => t(`programmes.merchant.${key}`);

  return (
    <>
      <ProgrammeHero
        title={text('title')}
        lead={text('lead')}
        art={<MerchantArt />}
        actions={
          <>
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/quick">{text('quickStart')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/mySystem">{text('mySystem')}</Link>
            </Button>
          </>
        }
      />
      <PageSection size="lg" id="merchant-connect" title={text('connect.title')} intro={text('connect.lead')}>
        <FeatureGrid
          features={CONNECTIONS.map(({ key, icon }) => ({
            key,
            icon,
            title: text(`connect.${key}.title`),
            body: text(`connect.${key}.body`),
          }))}
        />
      </PageSection>
      <PageSection size="lg" id="merchant-ways" title={text('ways.title')} intro={text('ways.lead')} tinted>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          <WayCard way="self" link={<Link to="/quick">{text('ways.self.action')}<LinkArrow /></Link>} />
          <WayCard way="isv" link={<Link to="/isv-introduction">{text('ways.isv.action')}<LinkArrow /></Link>} />
        </SimpleGrid>
      </PageSection>
      <PageSection size="lg" id="merchant-steps" title={text('steps.title')}>
        <StepsList steps={STEPS.map((key) => ({ key, title: text(`steps.${key}.title`), body: text(`steps.${key}.body`) }))} />
      </PageSection>
      <PageSection size="lg" id="merchant-solutions" title={text('solutions.title')} intro={text('solutions.lead')} tinted>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={3}>
          {SOLUTION_CODES.map((code) => (
            <Box as="li" key={code} p={4} borderWidth="1px" borderRadius="md" bg="bg">
              <TextLink>
                <Link to="/solution/$solutionCode" params={{ solutionCode: code }}>
                  {t(`chrome.solutions.industry.${code}`)}
                  <LinkArrow />
                </Link>
              </TextLink>
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection size="lg" id="merchant-next" title={text('next.title')}>
        <FeatureGrid
          columns={3}
          features={([
            { key: 'quick', icon: Rocket, to: '/quick' },
            { key: 'mySystem', icon: ListChecks, to: '/mySystem' },
            { key: 'products', icon: Package, to: '/product' },
          ] as const).map(({ key, icon, to }) => ({
            key,
            icon,
            title: text(`next.${key}.title`),
            body: text(`next.${key}.body`),
            action: (
              <TextLink>
                <Link to={to}>
                  {text(`next.${key}.action`)}
                  <LinkArrow />
                </Link>
              </TextLink>
            ),
          }))}
        />
      </PageSection>
    </>
  );
};

const WayCard = ({ way, link }: { way: 'self' | 'isv'; link: ReactElement }) => {
  const { t } = useTranslation();
  const text = (key: string) => t(`programmes.merchant.ways.${way}.${key}`);
  return (
    <Stack as="article" aria-labelledby={`merchant-way-${way}`} gap={4} p={6} borderWidth="1px" borderRadius="lg" bg="bg">
      <Heading as="h3" id={`merchant-way-${way}`} size="lg">
        {text('title')}
      </Heading>
      <Text color="fg.muted">{text('body')}</Text>
      <Stack as="ul" listStyleType="none" gap={2}>
        {WAY_POINTS.map((point) => (
          <Stack as="li" key={point} direction="row" gap={2} align="flex-start" fontSize="sm">
            <Box color="brand.fg" pt={0.5} aria-hidden="true">
              <Check size={16} />
            </Box>
            <Text>{text(point)}</Text>
          </Stack>
        ))}
      </Stack>
      <Box>
        <TextLink>{link}</TextLink>
      </Box>
    </Stack>
  );
};
