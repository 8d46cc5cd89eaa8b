import type { DomHtml, SafeHtml } from '../../../src/domain/doc/safe-html';

/** HTML a sanitizer returned, as text: a string, or a TrustedHTML (whose text is its toString). */
export const htmlText = (html: DomHtml | SafeHtml): string => (typeof html === 'string' ? html : (html as { toString(): string }).toString());
