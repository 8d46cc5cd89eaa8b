import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import { Marked, type Renderer, type Tokens } from 'marked';
import { createAnchorRegistry } from '../../domain/doc/anchor';
import type { DocHeading, RenderedMarkdown, SafeHtml } from '../../domain/doc/safe-html';
import { markdownAlerts } from './markdown-alerts';

const LANGUAGES = { bash, csharp, go, java, javascript, json, php, python, sql, typescript, xml } as const;
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
hljs.registerAliases(['sh', 'shell', 'curl'], { languageName: 'bash' });
hljs.registerAliases(['js', 'node'], { languageName: 'javascript' });
hljs.registerAliases(['ts'], { languageName: 'typescript' });
hljs.registerAliases(['html', 'xml'], { languageName: 'xml' });
hljs.registerAliases(['py'], { languageName: 'python' });
hljs.registerAliases(['cs', 'dotnet'], { languageName: 'csharp' });

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const highlight = (code: string, lang: string | undefined): string => {
  const language = lang && hljs.getLanguage(lang) ? lang : undefined;
  return language ? hljs.highlight(code, { language, ignoreIllegals: true }).value : escapeHtml(code);
};

/** Markdown rendered to HTML, sanitized by `sanitizeHtml` (the page's purifier, or the publish step's). */
export const renderMarkdown = (source: string, sanitizeHtml: (html: string) => SafeHtml): RenderedMarkdown => {
  const headings: DocHeading[] = [];
  const anchor = createAnchorRegistry();
  const marked = new Marked({
    async: false,
    gfm: true,
    renderer: {
      heading(this: Renderer, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = this.parser.parseInline(token.tokens, this.parser.textRenderer).replace(/<[^>]*>/g, '').trim();
        const id = anchor(text);
        headings.push({ id, text, level: token.depth });
        return `<h${String(token.depth)} id="${escapeHtml(id)}">${inner}</h${String(token.depth)}>\n`;
      },
      code(token: Tokens.Code) {
        const lang = token.lang?.trim().split(/\s+/)[0]?.toLowerCase();
        // A diagram: its source stays readable (no script, still loading, or not drawable) until the page draws it.
        if (lang === 'mermaid') return `<pre class="mermaid-source" data-diagram="mermaid" tabindex="0"><code>${escapeHtml(token.text)}</code></pre>\n`;
        const label = lang ? ` data-lang="${escapeHtml(lang)}"` : '';
        return `<pre tabindex="0"${label}><code class="hljs${lang ? ` language-${escapeHtml(lang)}` : ''}">${highlight(token.text, lang)}</code></pre>\n`;
      },
    },
  }).use(markdownAlerts);
  const html = marked.parse(source, { async: false });
  return { html: sanitizeHtml(html), headings };
};

