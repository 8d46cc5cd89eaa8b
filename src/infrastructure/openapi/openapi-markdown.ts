import { Marked, type Tokens } from 'marked';
import { markdownAlerts } from '../rich-text/markdown-alerts';
import { fromDocument } from './description-links';

/*
 * Descriptions rendered from markdown: in the build (compiling a document) and in the documents' worker, which loads
 * this module only when a page needs a description its compiled part does not carry, or reads a raw document
 * (marked's rules, compiled by the browser, were over half of the worker's heap: docs/performance.md).
 */

/** A description as HTML, its relative addresses read from `documentUrl` (at `STAND_IN_ADDRESS`: left as stand-ins). */
export type DescribeAt = (markdown: string, documentUrl?: string) => string;

const markdown = new Marked({ async: false, gfm: true }, markdownAlerts);

/**
 * A description (CommonMark) as HTML, which the page sanitizes before showing it. Its headings go one level down (the
 * page's title is its only h1), and its relative links and images are read from the document's address, not the page's.
 */
export const describeMarkdown = (text: string, documentUrl?: string): string =>
  markdown.parse(text, {
    async: false,
    walkTokens: (token) => {
      if (token.type === 'heading') {
        const heading = token as Tokens.Heading;
        heading.depth = Math.min(6, heading.depth + 1);
      } else if (documentUrl !== undefined && (token.type === 'link' || token.type === 'image')) {
        const target = token as Tokens.Link | Tokens.Image;
        target.href = fromDocument(target.href, documentUrl);
      }
    },
  });
