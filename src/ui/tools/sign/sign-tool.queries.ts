import { queryOptions } from '@tanstack/react-query';
import type { UseCases } from '../../../application/use-cases';

export const requestSignerKey = () => ['requestSigner'] as const;

/** The signing code (its own chunk), loaded once; one more try when the chunk did not arrive. */
export const requestSignerQuery = (source: Pick<UseCases, 'requestSigner'>) =>
  queryOptions({ queryKey: requestSignerKey(), queryFn: () => source.requestSigner(), staleTime: Infinity, gcTime: Infinity, retry: 1 });
