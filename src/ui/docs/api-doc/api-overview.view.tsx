import { Badge, Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../../application/ports/rich-text.port';
import type { ApiDoc } from '../../../domain/doc/api-doc';
import { CopyButton } from '../../widgets/copy-button.view';
import { RichHtml } from '../../rich-text/rich-html.view';
import { withBreaks } from './with-breaks';
import { formatPlatformTime } from '../../../domain/doc/platform-time';

/** Title, method path, what kind of API it is, when it changed (with the page's `actions` beside it), and its description. */
export const ApiOverview = ({ doc, richText, actions }: { doc: ApiDoc; richText: Sanitizer; actions?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={3} id="overview" scrollMarginTop="160px">
      <Heading as="h1" size="2xl" data-content="backend">
        {doc.name}
      </Heading>
      <HStack gap={2} flexWrap="wrap">
        {doc.httpMethod ? (
          <Badge variant="solid" colorPalette="gray" fontFamily="mono">
            {doc.httpMethod}
          </Badge>
        ) : null}
        <chakra.code fontFamily="mono" fontSize="sm" bg="bg.muted" px={2} py={0.5} borderRadius="sm">
          {doc.path}
        </chakra.code>
        <CopyButton text={doc.path} label={t('common.copy.what', { what: t('docs.api.path') })} />
        {doc.protocol ? <Badge variant="outline">{t(`docs.api.protocol.${doc.protocol}`)}</Badge> : null}
        {doc.direction ? <Badge variant="subtle" colorPalette="blue">{t(`docs.api.direction.${doc.direction}`)}</Badge> : null}
        {doc.partner ? <Badge variant="subtle" colorPalette="purple">{t('docs.api.partner')}</Badge> : null}
        {doc.deprecated ? <Badge variant="subtle" colorPalette="orange">{t('openapi.deprecatedApi')}</Badge> : null}
      </HStack>
      <HStack justify="space-between" gap={3} flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('docs.api.codeLabel')}
          <chakra.code fontFamily="mono">{doc.code}</chakra.code>
          {doc.updateTime ? ` · ${t('docs.lastUpdated', { time: formatPlatformTime(doc.updateTime) })}` : ''}
        </Text>
        {actions}
      </HStack>
      {doc.remark ? <RichHtml html={doc.remark} richText={richText} /> : null}
    </Stack>
  );
};

/** The request address of every environment, with the LOP-DN to send (a column only when the document has one). */
export const ApiAddresses = ({ doc }: { doc: ApiDoc }) => {
  const { t } = useTranslation();
  const lopDn = doc.lopDn !== undefined || doc.environments.some((env) => env.lopDn !== undefined);
  // An OpenAPI server without a description has no name of its own: its address is the whole row.
  const named = doc.environments.some((env) => env.name !== undefined);
  return (
    <Box as="section" id="address" aria-labelledby="address-title" scrollMarginTop="160px">
      <Heading as="h2" id="address-title" size="lg" mb={3}>
        {t('docs.api.sections.address')}
      </Heading>
      {doc.environments.length === 0 ? (
        <Text color="fg.muted">{t('docs.api.noAddress')}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption srOnly>{t('docs.api.sections.address')}</chakra.caption>
            <chakra.thead bg="bg.muted">
              <chakra.tr>
                {named ? (
                  <chakra.th scope="col" textAlign="start" px={3} py={2}>
                    {t('docs.api.environment')}
                  </chakra.th>
                ) : null}
                <chakra.th scope="col" textAlign="start" px={3} py={2}>
                  {t('docs.api.url')}
                </chakra.th>
                {lopDn ? (
                  <chakra.th scope="col" textAlign="start" px={3} py={2}>
                    LOP-DN
                  </chakra.th>
                ) : null}
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {doc.environments.map((env) => (
                <chakra.tr key={`${env.name ?? ''}-${env.url}`} borderTopWidth="1px">
                  {named ? (
                    <chakra.td px={3} py={2} whiteSpace="nowrap" data-content="backend">
                      {env.name}
                    </chakra.td>
                  ) : null}
                  {/* A narrow screen wraps the address at its own boundaries (after / . - …), never inside a word. */}
                  <chakra.td px={3} py={2} fontFamily="mono" overflowWrap="break-word">
                    {withBreaks(env.url, 0)}
                  </chakra.td>
                  {lopDn ? (
                    <chakra.td px={3} py={2} fontFamily="mono">
                      {env.lopDn ?? doc.lopDn ?? ''}
                    </chakra.td>
                  ) : null}
                </chakra.tr>
              ))}
            </chakra.tbody>
          </chakra.table>
        </Box>
      )}
    </Box>
  );
};

