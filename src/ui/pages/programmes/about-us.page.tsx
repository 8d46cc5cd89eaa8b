import { Box, Button, Link as ChakraLink, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Building2, Clock, Gauge, KeyRound, Layers, ShieldCheck, Users, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../portal/use-support-contact';
import { useDocumentTitle } from '../../portal/use-document-title';
import { PageSection } from '../common/page-section.view';
import { ContactButton } from './contact-button.view';
import { FeatureGrid } from './feature-grid.view';
import { PlatformArt } from './programme-art.view';
import { ProgrammeHero } from './programme-hero.view';
import { StepsList } from './steps-list.view';
import { LinkArrow, TextLink } from './text-link.view';
import { useGatewayTools } from '../../portal/use-gateway-tools';

const PURPOSES = [
  { key: 'gateway', icon: KeyRound },
  { key: 'reuse', icon: Layers },
  { key: 'governance', icon: ShieldCheck },
  { key: 'operations', icon: Gauge },
] as const;

const ROLES = [
  { key: 'platform', icon: Building2 },
  { key: 'providers', icon: Users },
  { key: 'support', icon: Wrench },
  { key: 'security', icon: ShieldCheck },
] as const;

/** The staff "about us": what the open platform is for, who does what, how to publish an API, hours and contact. */
export const AboutUsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.aboutUs'));
  const gatewayTools = useGatewayTools();
  const text = (key: string) => t(`programmes.aboutUs.${key}`);
  const link = (key: string, to: '/document' | '/apiStore' | '/apiTestMainPage' | '/tools/sign' | '/tools/token-search') => (
    <TextLink key={key}>
      <Link to={to}>
        {text(`publish.links.${key}`)}
        <LinkArrow />
      </Link>
    </TextLink>
  );

  return (
    <>
      <ProgrammeHero
        title={text('title')}
        lead={text('lead')}
        art={<PlatformArt />}
        actions={
          <>
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/apiStore">{text('apiStore')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/document">{text('documents')}</Link>
            </Button>
          </>
        }
      />
      <PageSection size="lg" id="about-purpose" title={text('purpose.title')} intro={text('purpose.lead')}>
        <FeatureGrid
          features={PURPOSES.map(({ key, icon }) => ({ key, icon, title: text(`purpose.${key}.title`), body: text(`purpose.${key}.body`) }))}
        />
      </PageSection>
      <PageSection size="lg" id="about-roles" title={text('roles.title')} intro={text('roles.lead')} tinted>
        <FeatureGrid
          features={ROLES.map(({ key, icon }) => ({ key, icon, title: text(`roles.${key}.title`), body: text(`roles.${key}.body`) }))}
        />
      </PageSection>
      <PageSection size="lg" id="about-publish" title={text('publish.title')} intro={text('publish.lead')}>
        <StepsList
          steps={[
            { key: 'design', title: text('publish.design.title'), body: text('publish.design.body'), action: link('documents', '/document') },
            { key: 'register', title: text('publish.register.title'), body: text('publish.register.body') },
            {
              key: 'test',
              title: text('publish.test.title'),
              body: text('publish.test.body'),
              ...(gatewayTools ? { action: [link('apiTest', '/apiTestMainPage'), link('sign', '/tools/sign'), link('token', '/tools/token-search')] } : {}),
            },
            { key: 'review', title: text('publish.review.title'), body: text('publish.review.body') },
            { key: 'release', title: text('publish.release.title'), body: text('publish.release.body'), action: link('apiStore', '/apiStore') },
          ]}
        />
      </PageSection>
      <AboutContact />
    </>
  );
};

const AboutContact = () => {
  const { t } = useTranslation();
  const contact = useSupportContact();
  const text = (key: string) => t(`programmes.aboutUs.contact.${key}`);
  return (
    <PageSection size="lg" id="about-contact" title={text('title')} tinted>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5} maxW="4xl">
        <Stack gap={2} p={6} borderWidth="1px" borderRadius="lg" bg="bg">
          <Heading as="h3" size="md" display="flex" alignItems="center" gap={2}>
            <Box as="span" color="brand.fg" aria-hidden="true">
              <Clock size={18} />
            </Box>
            {text('hoursTitle')}
          </Heading>
          <Text>{t('chrome.contact.hours')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {text('hoursNote')}
          </Text>
        </Stack>
        <Stack gap={3} p={6} borderWidth="1px" borderRadius="lg" bg="bg" align="flex-start">
          <Text>{text('body')}</Text>
          <Text fontSize="sm">
            {text('mailPrefix')}{' '}
            <ChakraLink href={`mailto:${contact.email}`} color="brand.fg">
              {contact.email}
            </ChakraLink>
          </Text>
          <ContactButton label={text('action')} colorPalette="brand" variant="outline" size="sm" />
        </Stack>
      </SimpleGrid>
    </PageSection>
  );
};
