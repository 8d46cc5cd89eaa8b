import { Box, chakra, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../portal/use-support-contact';
import { useDocumentTitle } from '../../portal/use-document-title';
import { ContactButton } from './contact-button.view';
import { PROTOCOL_SECTIONS, protocolAnchor, type ProtocolSection } from './protocol-sections';
import { ProtocolToc } from './protocol-toc.view';
import { PAGE_COLUMN } from '../common/page-column';

/** The privacy agreement (both variants): what the portal collects and why, cookies, sharing, rights and contact. */
export const ProtocolPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.protocol'));
  const title = (section: ProtocolSection) => t(`programmes.protocol.sections.${section.id}.title`);

  return (
    <Box {...PAGE_COLUMN} py={{ base: 8, md: 12 }}>
      <Stack as="header" gap={3} mb={{ base: 6, md: 10 }} maxW="3xl">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('programmes.protocol.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('programmes.protocol.effective')}
        </Text>
        <Text>{t('programmes.protocol.intro')}</Text>
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' }} gap={{ base: 6, lg: 12 }} alignItems="start">
        <Box position={{ lg: 'sticky' }} top={{ lg: '96px' }}>
          <ProtocolToc
            title={t('programmes.protocol.toc')}
            entries={PROTOCOL_SECTIONS.map((section) => ({ anchor: protocolAnchor(section.id), label: title(section) }))}
          />
        </Box>
        <Stack gap={10} maxW="3xl" lineHeight="1.75">
          {PROTOCOL_SECTIONS.map((section, index) => (
            <ProtocolSectionView key={section.id} section={section} number={index + 1} title={title(section)} />
          ))}
        </Stack>
      </Grid>
    </Box>
  );
};

const ProtocolSectionView = ({ section, number, title }: { section: ProtocolSection; number: number; title: string }) => {
  const { t } = useTranslation();
  const text = (key: string) => t(`programmes.protocol.sections.${section.id}.${key}`);
  const anchor = protocolAnchor(section.id);
  return (
    <Box as="section" aria-labelledby={anchor}>
      <Heading as="h2" id={anchor} tabIndex={-1} size="lg" mb={3} scrollMarginTop="96px" outline="none">
        {`${String(number)}. ${title}`}
      </Heading>
      <Stack gap={3}>
        {section.paragraphs.map((key) => (
          <Text key={key}>{text(key)}</Text>
        ))}
        {section.items ? (
          <chakra.ul listStyleType="disc" ps={6} display="flex" flexDirection="column" gap={1.5}>
            {section.items.map((item) => (
              <li key={item}>{text(`items.${item}`)}</li>
            ))}
          </chakra.ul>
        ) : null}
        {section.cookies ? <CookieList ids={section.cookies} /> : null}
        {section.closing?.map((key) => (
          <Text key={key}>{text(`closing.${key}`)}</Text>
        ))}
        {section.contact ? <ProtocolContact /> : null}
      </Stack>
    </Box>
  );
};

/** Each cookie by name, with what it is for and how long it lasts. */
const CookieList = ({ ids }: { ids: readonly string[] }) => {
  const { t } = useTranslation();
  const text = (id: string, key: string) => t(`programmes.protocol.sections.cookies.entries.${id}.${key}`);
  return (
    <chakra.dl display="flex" flexDirection="column" gap={3}>
      {ids.map((id) => (
        <Box key={id} p={4} borderWidth="1px" borderRadius="md" bg="bg.subtle">
          {/* A cookie's own name is code; a described group ("login cookies") is prose. */}
          <chakra.dt fontFamily={text(id, 'name') === id ? 'mono' : undefined} fontWeight="semibold" fontSize="sm">
            {text(id, 'name')}
          </chakra.dt>
          <chakra.dd>{text(id, 'purpose')}</chakra.dd>
          <chakra.dd fontSize="sm" color="fg.muted">
            {text(id, 'lifetime')}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
};

const ProtocolContact = () => {
  const { t } = useTranslation();
  const contact = useSupportContact();
  const rows = [
    {
      label: t('chrome.contact.hotline'),
      value: (
        <ChakraLink href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
          {contact.phone}
        </ChakraLink>
      ),
    },
    {
      label: t('chrome.contact.email'),
      value: (
        <ChakraLink href={`mailto:${contact.email}`} color="brand.fg">
          {contact.email}
        </ChakraLink>
      ),
    },
    ...(contact.hours ? [{ label: t('chrome.contact.hoursLabel'), value: t('chrome.contact.hours') }] : []),
  ];
  return (
    <Stack gap={4} p={4} borderWidth="1px" borderRadius="md" align="flex-start">
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap={4} rowGap={1}>
        {rows.map(({ label, value }) => (
          <Fragment key={label}>
            <chakra.dt color="fg.muted">{label}</chakra.dt>
            <chakra.dd>{value}</chakra.dd>
          </Fragment>
        ))}
      </chakra.dl>
      <ContactButton label={t('programmes.protocol.contactAction')} size="sm" variant="outline" colorPalette="brand" />
    </Stack>
  );
};
