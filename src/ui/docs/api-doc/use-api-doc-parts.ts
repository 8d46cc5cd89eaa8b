import type { ApiDocParts } from '../../../application/ports/document-export.port';
import { useDeploymentValues } from '../../portal/portal.context';
import { apiDocPartsOf } from '../common/doc-labels';

/** Which parts of an API document this deployment shows (its page, table of contents and download alike). */
export const useApiDocParts = (): ApiDocParts => apiDocPartsOf(useDeploymentValues().features);
