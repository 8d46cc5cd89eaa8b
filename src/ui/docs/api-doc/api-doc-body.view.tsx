import { Box, Button, Heading, HStack, Separator, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../../application/ports/rich-text.port';
import type { ApiDoc } from '../../../domain/doc/api-doc';
import { markdownFileName, openApiFileName } from '../../../domain/doc/doc-file-name';
import { Breadcrumbs } from '../common/breadcrumbs.view';
import { useApiDocLabels } from '../common/doc-markdown-labels';
import { DownloadOpenApi, DownloadPage } from '../common/download-page.view';
import { PageMarkdownActions } from '../common/page-markdown.view';
import { WasThisHelpful } from '../was-this-helpful/was-this-helpful.view';
import { useGatewayTools } from '../../portal/use-gateway-tools';
import { ApiAuthorization } from './api-authorization.view';
import { ApiCallbacks } from './api-callbacks.view';
import { ApiResponses } from './api-responses.view';
import { BodySummary } from './body-summary.view';
import { ApiErrorCodes, ApiExamples, ApiSdks } from './api-extras.view';
import { ApiAddresses, ApiOverview } from './api-overview.view';
import { CallSamples, TryIt } from './lazy-openapi-call';
import { ParamTable } from './param-table.view';

export const API_DOC_SECTIONS = ['overview', 'address', 'authorization', 'request', 'response', 'callbacks', 'examples', 'errors', 'sdk'] as const;

/**
 * An API's document: overview, 'was this helpful' top and bottom, the way to try it (`tryIt`, a link), addresses,
 * authorization (when the document says it), parameter trees (an OpenAPI operation's every response by status, and its
 * callbacks), examples, error codes and SDKs. The preview of a docking plan asks nothing and offers no trial; a
 * deployment without the lcp gateway's tools offers no trial, SDKs or export as the gateway's OpenAPI.
 */
export const ApiDocBody = ({
  api,
  unitId,
  richText,
  revealAnchor,
  preview,
  tryIt,
  crumbs,
  examplesBeside = false,
}: {
  api: ApiDoc;
  unitId: number;
  richText: Sanitizer;
  revealAnchor?: string;
  preview: boolean;
  tryIt: ReactElement;
  /** Breadcrumbs before the API's name. */
  crumbs: readonly string[];
  /** The examples are in the column beside (ApiSamples): the flow has no Examples section then. */
  examplesBeside?: boolean;
}) => {
  const { t } = useTranslation();
  const labels = useApiDocLabels();
  const gatewayTools = useGatewayTools();
  return (
    <Stack gap={8}>
      <Stack gap={2}>
        <Breadcrumbs crumbs={[...crumbs, api.name]} />
        <ApiOverview
          doc={api}
          richText={richText}
          actions={
            <HStack gap={2} flexWrap="wrap">
              <DownloadPage markdown={(exporter) => exporter.apiToMarkdown(api, labels)} fileName={markdownFileName(api.code, `api-${String(api.id)}`)} />
              {gatewayTools ? <DownloadOpenApi openApi={(exporter) => exporter.apiToOpenApi(api)} fileName={openApiFileName(api.code, `api-${String(api.id)}`)} /> : null}
              <PageMarkdownActions markdown={(exporter) => exporter.apiToMarkdown(api, labels)} published={preview ? undefined : { kind: 'api', unitId, apiId: api.id }} />
            </HStack>
          }
        />
      </Stack>
      {preview ? null : <WasThisHelpful objId={api.id} bizUnitId={unitId} docType="api" />}
      {preview || !gatewayTools ? null : (
        <Box>
          <Button asChild size="sm" colorPalette="brand">
            {tryIt}
          </Button>
        </Box>
      )}
      <ApiAddresses doc={api} />
      {api.authorization ? <ApiAuthorization requirements={api.authorization} richText={richText} /> : null}
      {preview || gatewayTools ? null : <TryIt key={api.id} api={api} unitId={unitId} />}
      {(['request', 'response'] as const).map((kind) => {
        const nodes = kind === 'request' ? api.requestParams : api.responseParams;
        return (
          <Box as="section" key={kind} id={kind} aria-labelledby={`${kind}-title`} scrollMarginTop="160px">
            <Heading as="h2" id={`${kind}-title`} size="lg" mb={1}>
              {t(`docs.api.sections.${kind}`)}
            </Heading>
            {kind === 'response' && api.responses ? (
              <ApiResponses api={api} responses={api.responses} richText={richText} revealAnchor={revealAnchor} />
            ) : (
              <>
                <BodySummary nodes={nodes} mediaType={api.mediaTypes?.[kind]} />
                <ParamTable nodes={nodes} caption={t(`docs.api.sections.${kind}`)} richText={richText} revealAnchor={revealAnchor} />
              </>
            )}
          </Box>
        );
      })}
      {api.callbacks?.length ? <ApiCallbacks callbacks={api.callbacks} richText={richText} revealAnchor={revealAnchor} /> : null}
      {examplesBeside ? null : <ApiExamples doc={api} parts={labels.parts} calls={gatewayTools ? undefined : <CallSamples api={api} unitId={unitId} />} />}
      <ApiErrorCodes doc={api} richText={richText} labels={labels} />
      {labels.parts.sdk ? <ApiSdks doc={api} unitId={unitId} preview={preview} /> : null}
      {preview ? null : <WasThisHelpful objId={api.id} bizUnitId={unitId} docType="api" />}
      <Separator />
    </Stack>
  );
};
