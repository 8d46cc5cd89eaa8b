import type { ApiDocParts } from '../../../application/ports/document-export.port';
import { useDeploymentValues } from '../../portal/portal.context';

/** Which parts of an API document this deployment shows (its page, table of contents and download alike). */
export const useApiDocParts = (): ApiDocParts => {
  const { docsTerms, lcpGatewayTools } = useDeploymentValues().features;
  return { fixColumn: docsTerms === 'lcp', emptyExceptionExample: docsTerms === 'lcp', sdk: lcpGatewayTools };
};
