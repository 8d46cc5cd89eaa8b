import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useMemo } from 'react';
import type { ProductSection } from '../../../domain/product/product';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { MarkdownBody } from '../../rich-text/markdown-body.view';
import { useRichText } from '../../rich-text/use-rich-text';
import type { ProductPart } from './product-outline';

/** Below the sticky header (64px) and the section bar. */
const SCROLL_MARGIN = '128px';

/** The selling points, in the reader's language already. */
const Advantages = ({ advantages }: { advantages: readonly string[] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={4}>
    {advantages.map((advantage, index) => (
      <HStack as="li" key={`${String(index)}-${advantage}`} align="flex-start" gap={3} p={4} borderWidth="1px" borderRadius="lg" bg="bg">
        <Box color="brand.solid" aria-hidden="true" pt={0.5}>
          <CircleCheck size={20} />
        </Box>
        <Text fontWeight="medium">{advantage}</Text>
      </HStack>
    ))}
  </SimpleGrid>
);

/** Markdown from the server, rendered and sanitized by the docs' renderer (loaded on demand). */
export const ProductMarkdown = ({ markdown }: { markdown: string }) => {
  const richText = useRichText();
  const rendered = useMemo(() => (richText.data ? richText.data.markdown(markdown) : undefined), [richText.data, markdown]);
  if (richText.isError) return <InlineError error={richText.error} onRetry={() => richText.retry()} />;
  if (!rendered) return <LoadingShape kind="document" />;
  return <MarkdownBody html={rendered.html} />;
};

/** One part of the product page, as a titled section the section bar links to. */
export const ProductPartSection = ({ part, title, advantages }: { part: ProductPart; title: string; advantages: readonly string[] }) => {
  const headingId = `${part.id}-title`;
  return (
    <Box as="section" id={part.id} aria-labelledby={headingId} scrollMarginTop={SCROLL_MARGIN}>
      <Stack gap={4}>
        <Heading as="h2" id={headingId} size="xl">
          {title}
        </Heading>
        {part.type === 'advantages' ? <Advantages advantages={advantages} /> : <SectionBody section={part.section} />}
      </Stack>
    </Box>
  );
};

const SectionBody = ({ section }: { section: ProductSection }) => <ProductMarkdown markdown={section.markdown} />;
