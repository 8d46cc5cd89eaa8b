import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../../application/ports/rich-text.port';
import { hitSourceName, type SearchHit } from '../../../domain/search/search';
import { SearchHitLink } from './search-hit-link.view';

/**
 * Server highlight HTML, sanitized to <em>/<mark>/<b> before it reaches the DOM. Until the sanitizer has loaded (or
 * when a hit has no highlight) the plain text is shown instead.
 */
const Highlighted = ({ html, text, richText }: { html: string | undefined; text: string; richText: Sanitizer | undefined }) => {
  const safe = useMemo(() => (html && richText ? richText.sanitizeHighlight(html) : undefined), [html, richText]);
  return safe ? (
    <Box as="span" css={{ '& em, & mark, & b': { fontStyle: 'normal', fontWeight: 'bold', color: 'fg.error', bg: 'transparent' } }} dangerouslySetInnerHTML={{ __html: safe }} />
  ) : (
    <span>{text}</span>
  );
};

/** One result: linked title, highlighted snippet and the "from:" crumb. */
export const SearchHitView = ({ hit, richText }: { hit: SearchHit; richText: Sanitizer | undefined }) => {
  const { t, i18n } = useTranslation();
  const source = hitSourceName(hit, i18n.language === 'en-us');
  return (
    <Box as="li" py={4} borderBottomWidth="1px" listStyleType="none" data-testid="search-hit">
      <Box as="h3">
        <SearchHitLink target={hit.target}>
          <Highlighted html={hit.titleHighlight} text={hit.title} richText={richText} />
        </SearchHitLink>
      </Box>
      {hit.snippet || hit.snippetHighlight ? (
        <Text mt={1} color="fg.muted" lineClamp={3} data-testid="search-snippet">
          <Highlighted html={hit.snippetHighlight} text={hit.snippet} richText={richText} />
        </Text>
      ) : null}
      <HStack mt={2} gap={2} fontSize="sm" color="fg.muted" data-testid="search-from">
        <Text as="span">{t('search.from')}</Text>
        <Badge variant="subtle" size="sm">
          {t(`search.kind.${hit.scope ?? 'other'}`)}
        </Badge>
        {source ? <Text as="span">› {source}</Text> : null}
      </HStack>
    </Box>
  );
};
