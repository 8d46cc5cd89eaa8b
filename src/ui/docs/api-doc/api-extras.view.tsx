import { Box, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApiDocLabels, ApiDocParts } from '../../../application/ports/document-export.port';
import type { Sanitizer } from '../../../application/ports/rich-text.port';
import type { ApiDoc, ErrorCodeNode } from '../../../domain/doc/api-doc';
import { RichHtml } from '../../rich-text/rich-html.view';
import { ExampleCode } from './example-code.view';

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Box as="section" id={id} aria-labelledby={`${id}-title`} scrollMarginTop="160px">
    <Heading as="h2" id={`${id}-title`} size="lg" mb={3}>
      {title}
    </Heading>
    {children}
  </Box>
);

export type ExampleKind = 'request' | 'response' | 'exception';

/**
 * The examples of `kinds`, each under its h3 (OpenAPI has no exception example of its own: shown only where one is).
 * `maxH`: how tall a long example grows before it scrolls inside its box.
 */
export const ExampleGroups = ({ doc, parts, kinds, maxH }: { doc: ApiDoc; parts: ApiDocParts; kinds: readonly ExampleKind[]; maxH?: string }) => {
  const { t } = useTranslation();
  const exceptions = doc.exceptionExamples.map((content) => ({ content, tag: undefined }));
  const examplesOf = { request: doc.requestExamples, response: doc.responseExamples, exception: exceptions };
  const shown = kinds.filter((kind) => kind !== 'exception' || parts.emptyExceptionExample || exceptions.length > 0);
  return (
    <Stack gap={4}>
      {shown.map((kind) => (
        <Box key={kind}>
          <Heading as="h3" size="sm" mb={2}>
            {t(`docs.api.examples.${kind}`)}
          </Heading>
          {examplesOf[kind].length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t('docs.api.examples.none')}
            </Text>
          ) : (
            <SimpleGrid gap={3} columns={1}>
              {examplesOf[kind].map((example, index) => (
                <ExampleCode key={index} example={example} label={t(`docs.api.examples.${kind}`)} maxH={maxH} />
              ))}
            </SimpleGrid>
          )}
        </Box>
      ))}
    </Stack>
  );
};

/** The Examples section in the page's flow: the call's code samples (`calls`, where there are), request, response and exception examples. */
export const ApiExamples = ({ doc, parts, calls }: { doc: ApiDoc; parts: ApiDocParts; calls?: React.ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Section id="examples" title={t('docs.api.sections.examples')}>
      <Stack gap={4}>
        {calls}
        <ExampleGroups doc={doc} parts={parts} kinds={['request', 'response', 'exception']} />
      </Stack>
    </Section>
  );
};

interface ErrorRowsProps {
  readonly depth: number;
  readonly richText: Sanitizer;
  readonly withFix: boolean;
}

const ErrorRows = ({ nodes, ...props }: { nodes: readonly ErrorCodeNode[] } & ErrorRowsProps) =>
  nodes.map((node) => <ErrorRow key={node.id} node={node} {...props} />);

const ErrorRow = ({ node, depth, richText, withFix }: { node: ErrorCodeNode } & ErrorRowsProps) => (
  <>
    <chakra.tr borderTopWidth="1px" id={`error-${node.code}`}>
      <chakra.td px={3} py={2} fontFamily="mono" pl={`${String(12 + depth * 18)}px`} whiteSpace="nowrap">
        {node.code}
      </chakra.td>
      <chakra.td px={3} py={2}>
        {node.message ?? ''}
      </chakra.td>
      {withFix ? (
        <chakra.td px={3} py={2}>
          {node.fix ? <RichHtml html={node.fix} richText={richText} /> : null}
        </chakra.td>
      ) : null}
    </chakra.tr>
    <ErrorRows nodes={node.children} depth={depth + 1} richText={richText} withFix={withFix} />
  </>
);

/**
 * Business error codes with their suggested fix; on OpenAPI, the other responses by status and description. In the
 * words and parts of the page's download (`labels`), so the page and the file cannot differ.
 */
export const ApiErrorCodes = ({ doc, richText, labels }: { doc: ApiDoc; richText: Sanitizer; labels: ApiDocLabels }) => {
  const withFix = labels.parts.fixColumn;
  return (
    <Section id="errors" title={labels.sections.errors}>
      {doc.errorCodes.length === 0 ? (
        <Text color="fg.muted">{labels.errors.none}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption srOnly>{labels.sections.errors}</chakra.caption>
            <chakra.thead bg="bg.muted">
              <chakra.tr>
                {(withFix ? (['code', 'message', 'fix'] as const) : (['code', 'message'] as const)).map((column) => (
                  <chakra.th key={column} scope="col" textAlign="start" px={3} py={2}>
                    {labels.errors[column]}
                  </chakra.th>
                ))}
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              <ErrorRows nodes={doc.errorCodes} depth={0} richText={richText} withFix={withFix} />
            </chakra.tbody>
          </chakra.table>
        </Box>
      )}
    </Section>
  );
};

/**
 * The SDKs that carry this API, said as a sentence (they are facts, not controls: the downloads are on the unit's SDK
 * tab, which the link beside it opens).
 */
export const ApiSdks = ({ doc, unitId, preview }: { doc: ApiDoc; unitId: number; preview: boolean }) => {
  const { t, i18n } = useTranslation();
  const languages = [...new Set(doc.sdks.map((sdk) => sdk.language))].map((language) => t(`docs.sdkLanguage.${language}`));
  return (
    <Section id="sdk" title={t('docs.api.sections.sdk')}>
      {languages.length === 0 ? (
        <Text color="fg.muted">{t('docs.api.noSdk')}</Text>
      ) : (
        <Text>
          {t('docs.api.sdkLanguages', { languages: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(languages) })}{' '}
          {preview ? null : (
            <Link to="/open-business-document/sdk-doc/$unitId" params={{ unitId: String(unitId) }}>
              <chakra.span color="brand.fg" textDecoration="underline">
                {t('docs.api.sdkDownloads')}
              </chakra.span>
            </Link>
          )}
        </Text>
      )}
    </Section>
  );
};
