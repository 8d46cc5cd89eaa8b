import { Badge, Box, Code, Heading, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../../application/ports/rich-text.port';
import { slugify } from '../../../domain/doc/anchor';
import type { ApiCallback } from '../../../domain/doc/api-doc';
import { RichHtml } from '../../rich-text/rich-html.view';
import { BodySummary } from './body-summary.view';
import { ParamTable } from './param-table.view';

/** The requests an OpenAPI operation's provider sends back: each callback's address expression, method and body tree. */
export const ApiCallbacks = ({ callbacks, richText, revealAnchor }: { callbacks: readonly ApiCallback[]; richText: Sanitizer; revealAnchor?: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <Box as="section" id="callbacks" aria-labelledby="callbacks-title" scrollMarginTop="160px">
      <Heading as="h2" id="callbacks-title" size="lg" mb={3}>
        {t('openapi.callbacks.title')}
      </Heading>
      <Stack gap={6}>
        {callbacks.map((callback) => (
          <Stack key={`${callback.name} ${callback.expression}`} gap={3}>
            <Heading as="h3" size="md">
              {callback.name}
            </Heading>
            {callback.operations.map((operation) => (
              // The body's own type, where a field refers back to it, links to this box (the tree builder's section anchor).
              <Stack key={operation.method} gap={2} id={`callback-${slugify(callback.name)}-${operation.method.toLowerCase()}`}>
                <HStack gap={2} align="baseline" flexWrap="wrap">
                  <Badge colorPalette="brand" fontFamily="mono">
                    {operation.method}
                  </Badge>
                  <Code wordBreak="break-all">{callback.expression}</Code>
                </HStack>
                {operation.description ? <RichHtml html={operation.description} richText={richText} /> : null}
                <BodySummary nodes={operation.requestParams} mediaType={operation.mediaType} />
                <ParamTable
                  nodes={operation.requestParams}
                  caption={t('openapi.callbacks.request', { method: operation.method, name: callback.name })}
                  richText={richText}
                  revealAnchor={revealAnchor}
                />
              </Stack>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
};
