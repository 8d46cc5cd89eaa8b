/*
 * Relative links and images in a document's descriptions are read from the document's address. A compiled part
 * (issue #35) carries its descriptions as HTML written before anyone knows where the document will be published, so
 * the compile writes each relative address as a stand-in, and the page, knowing the address, resolves the stand-ins
 * as the markdown renderer would have written the links: no renderer is loaded for them (docs/openapi.md).
 */

/** A description rendered "at" this address has its relative links and images written as stand-ins (`.invalid` is reserved). */
export const STAND_IN_ADDRESS = 'https://lcp-link.invalid/';

const STAND_INS = /https:\/\/lcp-link\.invalid\/((?:[0-9a-f]{4})*)/g;

/** A link's or image's address read from the document's own, as a relative one in it means (an anchor stays as it is). */
export const fromDocument = (href: string, documentUrl: string): string => {
  if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  if (documentUrl === STAND_IN_ADDRESS) return standInFor(href);
  try {
    return new URL(href, documentUrl).href;
  } catch {
    return href;
  }
};

/** The address as its UTF-16 code units in hex, which no URL cleaning or HTML escaping changes. */
const standInFor = (href: string): string => STAND_IN_ADDRESS + Array.from({ length: href.length }, (_, index) => href.charCodeAt(index).toString(16).padStart(4, '0')).join('');

const hrefOf = (hex: string): string => Array.from({ length: hex.length / 4 }, (_, index) => String.fromCharCode(Number.parseInt(hex.slice(index * 4, index * 4 + 4), 16))).join('');

const ESCAPED: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * An address in an attribute as marked 18 writes a link's or image's: `encodeURI` keeping what was already encoded,
 * then escaped, an entity already written being left as it is. The compile checks each carried description against
 * the renderer itself (openapi-compile.ts), so a difference here leaves a description to the renderer, never wrong.
 */
const asRendererWrites = (href: string): string => {
  let cleaned: string;
  try {
    cleaned = encodeURI(href).replace(/%25/g, '%');
  } catch {
    cleaned = href;
  }
  return cleaned.replace(/[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/g, (character) => ESCAPED[character] ?? character);
};

/** HTML written at the stand-in address, its stand-ins read from the document's address. */
export const resolveStandIns = (html: string, documentUrl: string): string =>
  html.includes(STAND_IN_ADDRESS) ? html.replace(STAND_INS, (_, hex: string) => asRendererWrites(fromDocument(hrefOf(hex), documentUrl))) : html;
