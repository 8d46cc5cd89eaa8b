import type { ApiDocParts } from '../../../application/ports/document-export.port';
import { useDeploymentValues } from '../../portal/portal.context';
import { decide } from '../../../domain/deployment/decide';

/** Which parts of an API document this deployment shows (its page, table of contents and download alike). */
export const useApiDocParts = (): ApiDocParts => {
  const { docsTerms, lcpGatewayTools } = useDeploymentValues().features;
  const lcpTerms = decide(docsTerms, { lcp: true, openapi: false });
  return { fixColumn: lcpTerms, emptyExceptionExample: lcpTerms, sdk: lcpGatewayTools };
};
