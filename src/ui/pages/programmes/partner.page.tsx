import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Check, Code2, Layers, Mail, Megaphone, Route, Sparkles, Truck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../portal/use-support-contact';
import { useDocumentTitle } from '../../portal/use-document-title';
import { PageSection } from '../common/page-section.view';
import { ContactButton } from './contact-button.view';
import { FeatureGrid } from './feature-grid.view';
import { PartnerArt } from './programme-art.view';
import { ProgrammeHero } from './programme-hero.view';
import { StepsList } from './steps-list.view';
import { LinkArrow, TextLink } from './text-link.view';

const BENEFITS = [
  { key: 'referrals', icon: Users },
  { key: 'enablement', icon: Sparkles },
  { key: 'marketing', icon: Megaphone },
  { key: 'solutions', icon: Layers },
] as const;

const REQUIREMENTS = ['entity', 'team', 'security', 'service', 'agreement'] as const;
const STEPS = ['contact', 'materials', 'assessment', 'agreement', 'launch'] as const;

/** The external partner programme: partner types, benefits, requirements, the process and how to get in touch. */
export const PartnerPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.partner'));
  const text = (key: string) => t(`programmes.partner.${key}`);

  return (
    <>
      <ProgrammeHero
        title={text('title')}
        lead={text('lead')}
        art={<PartnerArt />}
        actions={
          <>
            <ContactButton label={text('contactAction')} colorPalette="brand" size="lg" />
            <Button asChild size="lg" variant="outline">
              <Link to="/isv-introduction">{text('isvAction')}</Link>
            </Button>
          </>
        }
      />
      <PageSection size="lg" id="partner-types" title={text('types.title')} intro={text('types.lead')}>
        <FeatureGrid
          columns={3}
          features={[
            {
              key: 'isv',
              icon: Code2,
              title: text('types.isv.title'),
              body: text('types.isv.body'),
              action: (
                <TextLink>
                  <Link to="/isv-introduction">
                    {text('types.isv.action')}
                    <LinkArrow />
                  </Link>
                </TextLink>
              ),
            },
            { key: 'integrator', icon: Route, title: text('types.integrator.title'), body: text('types.integrator.body') },
            { key: 'carrier', icon: Truck, title: text('types.carrier.title'), body: text('types.carrier.body') },
          ]}
        />
      </PageSection>
      <PageSection size="lg" id="partner-benefits" title={text('benefits.title')} tinted>
        <FeatureGrid
          features={BENEFITS.map(({ key, icon }) => ({
            key,
            icon,
            title: text(`benefits.${key}.title`),
            body: text(`benefits.${key}.body`),
          }))}
        />
      </PageSection>
      <PageSection size="lg" id="partner-requirements" title={text('requirements.title')} intro={text('requirements.lead')}>
        <Stack as="ul" listStyleType="none" gap={3} maxW="3xl">
          {REQUIREMENTS.map((key) => (
            <Stack as="li" key={key} direction="row" gap={3} align="flex-start">
              <Box color="brand.fg" pt={1} aria-hidden="true">
                <Check size={18} />
              </Box>
              <Text>{text(`requirements.${key}`)}</Text>
            </Stack>
          ))}
        </Stack>
      </PageSection>
      <PageSection size="lg" id="partner-process" title={text('process.title')} tinted>
        <StepsList steps={STEPS.map((key) => ({ key, title: text(`process.${key}.title`), body: text(`process.${key}.body`) }))} />
      </PageSection>
      <PartnerContact />
    </>
  );
};

const PartnerContact = () => {
  const { t } = useTranslation();
  const contact = useSupportContact();
  const text = (key: string) => t(`programmes.partner.contact.${key}`);
  return (
    <PageSection size="lg" id="partner-contact" title={text('title')} intro={text('lead')}>
      <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: 4, md: 8 }} align={{ md: 'center' }}>
        <ContactButton label={text('action')} colorPalette="brand" />
        <Stack direction="row" gap={2} align="center">
          <Box color="brand.fg" aria-hidden="true">
            <Mail size={18} />
          </Box>
          <Text>
            {text('mailPrefix')}{' '}
            <ChakraLink href={`mailto:${contact.email}`} color="brand.fg">
              {contact.email}
            </ChakraLink>
          </Text>
        </Stack>
      </Stack>
    </PageSection>
  );
};
