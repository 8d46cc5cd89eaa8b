import { Box, Flex, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentValues } from '../portal/portal.context';
import { ContactDialog } from '../widgets/contact-dialog.view';
import { useSupportContact } from '../portal/use-support-contact';
import { NewTabHint } from './new-tab-hint.view';
import { PHONE_TOOLS_ROOM } from './floating-tools.view';
import { decide } from '../../domain/deployment/decide';

/** First year of the copyright range (spec §2); the last comes from configuration. */
export const COPYRIGHT_START_YEAR = 2004;

const linkStyle = {
  color: 'gray.300',
  fontSize: 'sm',
  _hover: { color: 'white' },
  focusRingColor: 'white',
} as const;

type FooterPath =
  | '/competence-center'
  | '/helpDocument'
  | '/devSupport'
  | '/question-docs'
  | '/product'
  | '/quick'
  | '/isv-introduction'
  | '/merchant-introduction'
  | '/partner'
  | '/apiStore'
  | '/document'
  | '/aboutUs'
  | '/protocol';

const RouteLink = ({ to, children }: { to: FooterPath; children: ReactNode }) => (
  <ChakraLink asChild {...linkStyle}>
    <Link to={to}>{children}</Link>
  </ChakraLink>
);

const Column = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={3}>
    <Heading as="h2" size="sm" color="white">
      {title}
    </Heading>
    <Stack as="ul" gap={2} listStyleType="none">
      {children}
    </Stack>
  </Stack>
);

/** Footer: link columns, support contact (from configuration), legal notices and the copyright range. */
export const SiteFooter = () => {
  const { t } = useTranslation();
  const { portalConfig: config, chromeLinks, features } = useDeploymentValues();
  const survey = chromeLinks.feedbackSurvey;
  const contact = useSupportContact();
  const [contactOpen, setContactOpen] = useState(false);

  return (
    <Box as="footer" bg="navy.900" color="gray.300" mt={16}>
      {/* Right padding on wide screens keeps the text clear of the floating tools. */}
      <Box maxW="layout" mx="auto" ps={{ base: 5, md: 10 }} pe={{ base: 5, md: 28 }} pt={{ base: 10, md: 14 }} pb={{ base: PHONE_TOOLS_ROOM, md: 14 }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={8}>
          <Column title={t('chrome.footer.developers')}>
            <li>
              <RouteLink to="/competence-center">{t('chrome.footer.capabilityCentre')}</RouteLink>
            </li>
            <li>
              <RouteLink to="/helpDocument">{t('chrome.footer.documentCentre')}</RouteLink>
            </li>
            <li>
              <RouteLink to="/devSupport">{t('chrome.footer.devSupport')}</RouteLink>
            </li>
            <li>
              <RouteLink to="/question-docs">{t('chrome.footer.questionDocs')}</RouteLink>
            </li>
          </Column>
          <Column title={t('chrome.footer.productsAndSolutions')}>
            <li>
              <RouteLink to="/product">{t('chrome.footer.products')}</RouteLink>
            </li>
            {decide(features.pageSet, {
              customer: (
                <>
                  <li>
                    <RouteLink to="/quick">{t('chrome.footer.quickStart')}</RouteLink>
                  </li>
                  <li>
                    <RouteLink to="/isv-introduction">{t('chrome.footer.isv')}</RouteLink>
                  </li>
                  <li>
                    <RouteLink to="/merchant-introduction">{t('chrome.footer.merchant')}</RouteLink>
                  </li>
                  <li>
                    <RouteLink to="/partner">{t('chrome.footer.partner')}</RouteLink>
                  </li>
                </>
              ),
              staff: (
                <>
                  <li>
                    <RouteLink to="/apiStore">{t('chrome.footer.apiStore')}</RouteLink>
                  </li>
                  <li>
                    <RouteLink to="/document">{t('chrome.footer.documents')}</RouteLink>
                  </li>
                  <li>
                    <RouteLink to="/aboutUs">{t('chrome.footer.aboutUs')}</RouteLink>
                  </li>
                </>
              ),
            })}
          </Column>
          <Column title={t('chrome.footer.support')}>
            <li>
              <ChakraLink asChild {...linkStyle}>
                <button type="button" onClick={() => setContactOpen(true)} aria-haspopup="dialog">
                  {t('chrome.footer.contactUs')}
                </button>
              </ChakraLink>
            </li>
            {survey ? (
              <li>
                <ChakraLink href={survey} target="_blank" rel="noopener noreferrer" {...linkStyle}>
                  {t('chrome.footer.survey')}
                  <NewTabHint />
                </ChakraLink>
              </li>
            ) : null}
          </Column>
          <Stack gap={3}>
            <Heading as="h2" size="sm" color="white">
              {t('chrome.footer.contact')}
            </Heading>
            <Text fontSize="sm">
              {t('chrome.footer.phone')}
              <ChakraLink href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} {...linkStyle}>
                {contact.phone}
              </ChakraLink>
            </Text>
            <Text fontSize="sm">
              {t('chrome.footer.mailbox')}
              <ChakraLink href={`mailto:${contact.email}`} {...linkStyle}>
                {contact.email}
              </ChakraLink>
            </Text>
            {contact.hours ? <Text fontSize="sm">{t('chrome.contact.hours')}</Text> : null}
          </Stack>
        </SimpleGrid>
        <Flex
          mt={10}
          pt={6}
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          direction={{ base: 'column', md: 'row' }}
          gap={3}
          justify="space-between"
          fontSize="sm"
        >
          <Stack as="ul" direction="row" gap={4} listStyleType="none" aria-label={t('chrome.footer.legal')}>
            <li>
              <RouteLink to="/protocol">{t('chrome.footer.privacy')}</RouteLink>
            </li>
          </Stack>
          <Text>
            {t('chrome.footer.copyright', { start: COPYRIGHT_START_YEAR, end: config.copyrightEndYear })}
          </Text>
        </Flex>
      </Box>
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
    </Box>
  );
};
