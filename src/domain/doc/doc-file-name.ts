/** A file name for a document: its slug (letters, digits, '.', '_', '-'), else `fallback`, with `extension`. */
const docFileName = (slug: string | undefined, fallback: string, extension: string): string => {
  const cleaned = (slug ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${cleaned || fallback}${extension}`;
};

export const markdownFileName = (slug: string | undefined, fallback: string): string => docFileName(slug, fallback, '.md');

/** `<code>.openapi.json`. */
export const openApiFileName = (slug: string | undefined, fallback: string): string => docFileName(slug, fallback, '.openapi.json');
