import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsFeature } from '../../application/features/documents.feature';
import { useDocuments } from '../portal/portal.context';

export const richTextKey = () => ['richText'] as const;

/** The sanitizer and markdown renderer, loaded once for every document page. */
export const richTextQuery = (source: Pick<DocumentsFeature, 'richText'>) =>
  queryOptions({ queryKey: richTextKey(), queryFn: () => source.richText(), staleTime: Infinity, gcTime: Infinity });

export const useRichText = () => useQuery(richTextQuery(useDocuments()));

export const sanitizerKey = () => ['sanitizer'] as const;

/** The sanitizer alone (API and message documents): a small chunk, shared with the full renderer's. */
export const sanitizerQuery = (source: Pick<DocumentsFeature, 'sanitizer'>) =>
  queryOptions({ queryKey: sanitizerKey(), queryFn: () => source.sanitizer(), staleTime: Infinity, gcTime: Infinity });

export const useSanitizer = () => useQuery(sanitizerQuery(useDocuments()));
