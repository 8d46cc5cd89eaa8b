import { Box, chakra, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../../application/ports/rich-text.port';
import { slugify } from '../../../domain/doc/anchor';
import type { ApiDoc, ApiResponse, ResponseLink } from '../../../domain/doc/api-doc';
import { ancestorsOf, type ParamNode } from '../../../domain/doc/param-tree';
import { RichHtml } from '../../rich-text/rich-html.view';
import { BodySummary } from './body-summary.view';
import { ExampleCode } from './example-code.view';
import { ParamTable } from './param-table.view';
import { responseLabels } from './response-labels';

/** The success's body is the page's response tree (its anchors `response-…`); every other status has its own. */
const bodyOf = (api: ApiDoc, response: ApiResponse): readonly ParamNode[] => (response.status === api.successStatus ? api.responseParams : response.params);

/** The status whose body or headers hold `anchor`: a deep link opens that status. */
const statusHolding = (api: ApiDoc, responses: readonly ApiResponse[], anchor: string | undefined): string | undefined =>
  anchor === undefined ? undefined : responses.find((response) => ancestorsOf(bodyOf(api, response), anchor) ?? ancestorsOf(response.headers, anchor))?.status;

/**
 * Every documented answer of an OpenAPI operation, one status at a time (tabs: labelled, arrow keys between them): its
 * description, body tree, headers, examples (the success's are in the Examples) and links. The success opens first,
 * or the status a deep link points into; only the open status is drawn.
 */
export const ApiResponses = ({ api, responses, richText, revealAnchor }: { api: ApiDoc; responses: readonly ApiResponse[]; richText: Sanitizer; revealAnchor?: string | undefined }) => {
  const { t } = useTranslation();
  const first = statusHolding(api, responses, revealAnchor) ?? api.successStatus ?? responses[0]?.status ?? '';
  const [chosen, setChosen] = useState(first);
  const [revealed, setRevealed] = useState(revealAnchor);
  if (revealAnchor !== revealed) {
    setRevealed(revealAnchor);
    const holder = statusHolding(api, responses, revealAnchor);
    if (holder !== undefined) setChosen(holder);
  }
  const open = responses.some((response) => response.status === chosen) ? chosen : first;
  return (
    <Tabs.Root value={open} onValueChange={(details) => setChosen(details.value)} lazyMount unmountOnExit variant="line" colorPalette="brand" size="sm">
      <Tabs.List aria-label={t('openapi.responses.statuses')} flexWrap="wrap" mb={3}>
        {responses.map((response) => (
          <Tabs.Trigger key={response.status} value={response.status} fontFamily="mono">
            {response.status === 'default' ? t('openapi.responses.default') : response.status}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {responses.map((response) => (
        <Tabs.Content key={response.status} value={response.status} pt={0}>
          <ResponsePanel api={api} response={response} richText={richText} revealAnchor={revealAnchor} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
};

const ResponsePanel = ({ api, response, richText, revealAnchor }: { api: ApiDoc; response: ApiResponse; richText: Sanitizer; revealAnchor?: string | undefined }) => {
  const { t } = useTranslation();
  const words = useMemo(() => responseLabels(t), [t]);
  const success = response.status === api.successStatus;
  const title = success ? t('docs.api.sections.response') : words.title(response.status);
  const body = bodyOf(api, response);
  return (
    <Stack gap={4}>
      {response.description ? <RichHtml html={response.description} richText={richText} /> : null}
      {success || response.mediaType ? (
        // The body's own type, where a field refers back to it, links to this box (the tree builder's section anchor).
        <Box id={success ? undefined : `response-${slugify(response.status)}-body`}>
          <BodySummary nodes={body} mediaType={success ? api.mediaTypes?.response : response.mediaType} />
          <ParamTable nodes={body} caption={title} richText={richText} revealAnchor={revealAnchor} />
        </Box>
      ) : (
        <Text color="fg.muted">{t('openapi.responses.noBody')}</Text>
      )}
      {response.headers.length ? (
        <Box>
          <Heading as="h3" size="sm" mb={2}>
            {words.headers()}
          </Heading>
          <ParamTable nodes={response.headers} caption={t('openapi.responses.headersOf', { status: response.status })} richText={richText} revealAnchor={revealAnchor} />
        </Box>
      ) : null}
      {response.examples.length ? (
        <Box>
          <Heading as="h3" size="sm" mb={2}>
            {words.examples()}
          </Heading>
          <Stack gap={3}>
            {response.examples.map((example, index) => (
              <ExampleCode key={index} example={example} label={`${title} ${example.tag ?? ''}`.trim()} />
            ))}
          </Stack>
        </Box>
      ) : null}
      {response.links.length ? <ResponseLinks links={response.links} richText={richText} /> : null}
    </Stack>
  );
};

/** A response's links: the operation each leads to, and the values its parameters take from this answer. */
const ResponseLinks = ({ links, richText }: { links: readonly ResponseLink[]; richText: Sanitizer }) => {
  const { t } = useTranslation();
  const words = useMemo(() => responseLabels(t), [t]);
  const columns = words.linkColumns();
  return (
    <Box>
      <Heading as="h3" size="sm" mb={2}>
        {words.links()}
      </Heading>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={words.links()}>
        <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
          <chakra.caption srOnly>{words.links()}</chakra.caption>
          <chakra.thead bg="bg.muted">
            <chakra.tr>
              {(['name', 'operation', 'parameters', 'description'] as const).map((column) => (
                <chakra.th key={column} scope="col" textAlign="start" px={3} py={2}>
                  {columns[column]}
                </chakra.th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {links.map((link) => (
              <chakra.tr key={link.name} borderTopWidth="1px" verticalAlign="top">
                <chakra.td px={3} py={2}>
                  {link.name}
                </chakra.td>
                <chakra.td px={3} py={2} fontFamily="mono" wordBreak="break-all">
                  {link.operationId ?? link.operationRef ?? ''}
                </chakra.td>
                <chakra.td px={3} py={2} fontFamily="mono" wordBreak="break-all">
                  {link.parameters.map((parameter) => (
                    <chakra.div key={parameter.name}>{`${parameter.name} = ${parameter.value}`}</chakra.div>
                  ))}
                </chakra.td>
                <chakra.td px={3} py={2}>
                  {link.description ? <RichHtml html={link.description} richText={richText} /> : null}
                </chakra.td>
              </chakra.tr>
            ))}
          </chakra.tbody>
        </chakra.table>
      </Box>
    </Box>
  );
};
