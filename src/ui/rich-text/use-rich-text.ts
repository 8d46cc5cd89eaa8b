import { useDocuments } from '../portal/portal.context';
import { useLoaded } from '../widgets/use-loaded';

/** The sanitizer and markdown renderer, loaded once for every document page. */
export const useRichText = () => useLoaded(useDocuments().richText);

/** The sanitizer alone (API and message documents, search): a small chunk, shared with the full renderer's. */
export const useSanitizer = () => useLoaded(useDocuments().sanitizer);
