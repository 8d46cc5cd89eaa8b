import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UseCases } from '../../../application/use-cases';
import { useDocuments } from '../../portal/portal.context';

/** The sanitizer and markdown renderer, loaded once for every document page. */
export const useRichText = () => {
  const richText = useDocuments().richText;
  return useQuery({ queryKey: ['richText'], queryFn: () => richText(), staleTime: Infinity, gcTime: Infinity });
};

/** The sanitizer alone (API and message documents): a small chunk, shared with the full renderer's. */
export const sanitizerQuery = (sanitizer: UseCases['sanitizer']) =>
  queryOptions({ queryKey: ['sanitizer'], queryFn: () => sanitizer(), staleTime: Infinity, gcTime: Infinity });

export const useSanitizer = () => useQuery(sanitizerQuery(useDocuments().sanitizer));
