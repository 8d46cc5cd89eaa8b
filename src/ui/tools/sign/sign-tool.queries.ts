import { queryOptions } from '@tanstack/react-query';
import type { ToolsFeature } from '../../../application/features/tools.feature';

export const requestSignerKey = () => ['requestSigner'] as const;

/** The signing code (its own chunk), loaded once; one more try when the chunk did not arrive. */
export const requestSignerQuery = (source: Pick<ToolsFeature, 'requestSigner'>) =>
  queryOptions({ queryKey: requestSignerKey(), queryFn: () => source.requestSigner(), staleTime: Infinity, gcTime: Infinity, retry: 1 });
