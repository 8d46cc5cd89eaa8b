import { Box, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../../application/ports/rich-text.port';
import type { ApiDoc, ErrorCodeNode } from '../../../domain/doc/api-doc';
import { CopyCode } from '../common/copy-code.view';
import { RichHtml } from '../common/rich-html.view';

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Box as="section" id={id} aria-labelledby={`${id}-title`} scrollMarginTop="160px">
    <Heading as="h2" id={`${id}-title`} size="lg" mb={3}>
      {title}
    </Heading>
    {children}
  </Box>
);

/** Request, response and exception examples. */
export const ApiExamples = ({ doc }: { doc: ApiDoc }) => {
  const { t } = useTranslation();
  const groups = [
    ['request', doc.requestExamples],
    ['response', doc.responseExamples],
    ['exception', doc.exceptionExamples.map((content) => ({ content, tag: undefined }))],
  ] as const;
  return (
    <Section id="examples" title={t('docs.api.sections.examples')}>
      <Stack gap={4}>
        {groups.map(([kind, examples]) => (
          <Box key={kind}>
            <Heading as="h3" size="sm" mb={2}>
              {t(`docs.api.examples.${kind}`)}
            </Heading>
            {examples.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {t('docs.api.examples.none')}
              </Text>
            ) : (
              <SimpleGrid gap={3} columns={1}>
                {examples.map((example, index) => (
                  <CopyCode key={index} code={example.content} tag={example.tag} label={t(`docs.api.examples.${kind}`)} />
                ))}
              </SimpleGrid>
            )}
          </Box>
        ))}
      </Stack>
    </Section>
  );
};

const ErrorRows = ({ nodes, depth, richText }: { nodes: readonly ErrorCodeNode[]; depth: number; richText: Sanitizer }) =>
  nodes.map((node) => (
    <ErrorRow key={node.id} node={node} depth={depth} richText={richText} />
  ));

const ErrorRow = ({ node, depth, richText }: { node: ErrorCodeNode; depth: number; richText: Sanitizer }) => (
  <>
    <chakra.tr borderTopWidth="1px" id={`error-${node.code}`}>
      <chakra.td px={3} py={2} fontFamily="mono" pl={`${String(12 + depth * 18)}px`} whiteSpace="nowrap">
        {node.code}
      </chakra.td>
      <chakra.td px={3} py={2}>
        {node.message ?? ''}
      </chakra.td>
      <chakra.td px={3} py={2}>
        {node.fix ? <RichHtml html={node.fix} richText={richText} /> : null}
      </chakra.td>
    </chakra.tr>
    <ErrorRows nodes={node.children} depth={depth + 1} richText={richText} />
  </>
);

/** Business error codes with their suggested fix. */
export const ApiErrorCodes = ({ doc, richText }: { doc: ApiDoc; richText: Sanitizer }) => {
  const { t } = useTranslation();
  return (
    <Section id="errors" title={t('docs.api.sections.errors')}>
      {doc.errorCodes.length === 0 ? (
        <Text color="fg.muted">{t('docs.api.noErrorCodes')}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption srOnly>{t('docs.api.sections.errors')}</chakra.caption>
            <chakra.thead bg="bg.muted">
              <chakra.tr>
                {(['code', 'message', 'fix'] as const).map((column) => (
                  <chakra.th key={column} scope="col" textAlign="start" px={3} py={2}>
                    {t(`docs.api.errorColumns.${column}`)}
                  </chakra.th>
                ))}
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              <ErrorRows nodes={doc.errorCodes} depth={0} richText={richText} />
            </chakra.tbody>
          </chakra.table>
        </Box>
      )}
    </Section>
  );
};

/** The SDKs that carry this API (downloads are on the unit's SDK tab). */
export const ApiSdks = ({ doc, unitId, preview }: { doc: ApiDoc; unitId: number; preview: boolean }) => {
  const { t } = useTranslation();
  return (
    <Section id="sdk" title={t('docs.api.sections.sdk')}>
      {doc.sdks.length === 0 ? (
        <Text color="fg.muted">{t('docs.api.noSdk')}</Text>
      ) : (
        <Stack gap={2} direction="row" flexWrap="wrap" align="center">
          {doc.sdks.map((sdk, index) => (
            <chakra.span key={`${sdk.language}-${String(index)}`} borderWidth="1px" borderRadius="md" px={3} py={1} fontSize="sm">
              {t(`docs.sdkLanguage.${sdk.language}`)}
            </chakra.span>
          ))}
          {preview ? null : (
            <Link to="/open-business-document/sdk-doc/$unitId" params={{ unitId: String(unitId) }}>
              <chakra.span color="brand.fg" fontSize="sm" textDecoration="underline">
                {t('docs.api.sdkDownloads')}
              </chakra.span>
            </Link>
          )}
        </Stack>
      )}
    </Section>
  );
};
