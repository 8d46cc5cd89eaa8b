import { formatJson } from '../../domain/code/format-json';
import { escapeHtml as e } from './escape';

/** A section of a document page under its h2, with the id the app's page gives the same section. */
export const section = (id: string, title: string, body: string): string =>
  `<section id="${e(id)}" aria-labelledby="${e(id)}-title"><h2 id="${e(id)}-title">${e(title)}</h2>${body}</section>`;

/** An example or code sample as a focusable block (it scrolls inside itself), JSON indented as the app shows it. */
export const codeBlock = (code: string, label: string, language?: string): string =>
  `<pre tabindex="0" aria-label="${e(label)}"${language ? ` data-lang="${e(language)}"` : ''}><code>${e(formatJson(code))}</code></pre>`;

/** A table whose cells are already HTML, in a box that scrolls sideways on a phone (a named region, reachable by keyboard). */
export const dataTable = (label: string, headings: readonly string[], rows: readonly (readonly string[])[]): string =>
  `<section class="scroll" tabindex="0" aria-label="${e(label)}"><table><thead><tr>${headings.map((heading) => `<th scope="col">${e(heading)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></section>`;

/** Plain text as a page's meta description: the first 160 characters or so, cut at a word; `fallback` when empty. */
export const metaDescription = (text: string, fallback: string): string => {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (!plain) return fallback;
  return plain.length > 160 ? `${plain.slice(0, 157).replace(/\s+\S*$/, '')}…` : plain;
};
