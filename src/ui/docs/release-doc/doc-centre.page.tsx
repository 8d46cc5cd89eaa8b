import { Box, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PLATFORM_DOC_TYPE } from '../../../domain/doc/release-doc';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { releaseDocListQuery } from './release-doc.queries';
import { useDocuments } from '../../portal/portal.context';
import { useOpenFinder } from '../../portal/open-finder';

/** The documentation beyond the released list, and where each is. */
const LEADS_ON = [
  ['units', '/competence-center'],
  ['products', '/product'],
  ['faq', '/question-docs'],
] as const;

const CARD_CSS = { display: 'block', height: 'full', borderWidth: '1px', borderRadius: 'md', p: 4, _hover: { bg: 'bg.muted' } } as const;

/** Where the rest of the documentation is: the document centre is the header's "Docs", not only the released list. */
const MoreDocumentation = () => {
  const { t } = useTranslation();
  const openFinder = useOpenFinder();
  const card = (kind: 'units' | 'products' | 'faq' | 'find') => (
    <>
      <chakra.span display="block" fontWeight="semibold" color="brand.fg">
        {t(`docCentre.more.${kind}.title`)}
      </chakra.span>
      <chakra.span display="block" fontSize="sm" color="fg.muted" mt={1}>
        {t(`docCentre.more.${kind}.body`)}
      </chakra.span>
    </>
  );
  return (
    <Box as="section" aria-labelledby="more-docs-title" mt={6}>
      <Heading as="h2" id="more-docs-title" size="lg" mb={3}>
        {t('docCentre.moreTitle')}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap={3} listStyleType="none">
        {LEADS_ON.map(([kind, to]) => (
          <li key={kind}>
            <chakra.a asChild css={CARD_CSS}>
              <Link to={to}>{card(kind)}</Link>
            </chakra.a>
          </li>
        ))}
        <li>
          <chakra.button type="button" onClick={openFinder} textAlign="start" w="full" css={CARD_CSS}>
            {card('find')}
          </chakra.button>
        </li>
      </SimpleGrid>
    </Box>
  );
};

/**
 * The document centre (/helpDocument, internal /document): the released platform documents (GET
 * doc/getReleaseDocList?type=1), each opening at /devSupport/{id} as search results do.
 */
export const DocCentrePage = ({ titleKey }: { titleKey: 'docpages.helpDocument' | 'docpages.document' }) => {
  const { t } = useTranslation();
  const list = useQuery(releaseDocListQuery(useDocuments().releaseDocs, PLATFORM_DOC_TYPE));
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <Box maxW="960px" mx="auto" px={{ base: 4, md: 6 }} py={8}>
      <Stack gap={4}>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{t('docpages.centreIntro')}</Text>
        {list.isError ? (
          <InlineError error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LoadingShape kind="document" />
        ) : list.data.length === 0 ? (
          <Text color="fg.muted" role="status">
            {t('docpages.empty')}
          </Text>
        ) : (
          <Box as="nav" aria-label={t('docpages.releasedMenu')}>
            <Stack as="ul" listStyleType="none" gap={0} borderWidth="1px" borderRadius="md">
              {list.data.map((doc, index) => (
                <chakra.li key={doc.id} borderTopWidth={index > 0 ? '1px' : undefined}>
                  <Link to="/devSupport/$docId" params={{ docId: String(doc.id) }}>
                    <chakra.span display="block" px={4} py={3} _hover={{ bg: 'bg.muted' }} color="brand.fg">
                      {doc.title}
                    </chakra.span>
                  </Link>
                </chakra.li>
              ))}
            </Stack>
          </Box>
        )}
        <MoreDocumentation />
      </Stack>
    </Box>
  );
};

export const HelpDocumentPage = () => <DocCentrePage titleKey="docpages.helpDocument" />;
export const InternalDocumentPage = () => <DocCentrePage titleKey="docpages.document" />;
