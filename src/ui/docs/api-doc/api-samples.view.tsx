import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiDocParts } from '../../../application/ports/document-export.port';
import type { ApiDoc } from '../../../domain/doc/api-doc';
import { useGatewayTools } from '../../portal/use-gateway-tools';
import { ExampleGroups } from './api-extras.view';
import { CallSamples } from './lazy-call-samples';
import { SignedCallSamples } from './signed-call-samples.view';

/** How tall one example or sample grows in the column before it scrolls in its own box. */
const SAMPLE_MAX_H = '40vh';

/**
 * The samples beside an API's reference (wide screens, in place of the Examples section): with the lcp gateway's
 * tools, the signed call in each language beside the request example, then the response and exception examples;
 * elsewhere (an OpenAPI deployment) the call's code samples, then the documented examples (docs/pages.md says why).
 */
export const ApiSamples = ({ api, parts, unitId, preview }: { api: ApiDoc; parts: ApiDocParts; unitId: number; preview: boolean }) => {
  const { t } = useTranslation();
  const gatewayTools = useGatewayTools();
  return (
    <Stack as="section" aria-labelledby="samples-title" gap={4} pe={1}>
      <Heading as="h2" id="samples-title" size="md">
        {t('docs.api.sections.examples')}
      </Heading>
      {gatewayTools ? <SignedCallSamples api={api} unitId={unitId} preview={preview} maxH={SAMPLE_MAX_H} /> : <CallSamples api={api} unitId={unitId} maxH={SAMPLE_MAX_H} />}
      <ExampleGroups doc={api} parts={parts} kinds={gatewayTools ? ['response', 'exception'] : ['request', 'response', 'exception']} maxH={SAMPLE_MAX_H} />
    </Stack>
  );
};
