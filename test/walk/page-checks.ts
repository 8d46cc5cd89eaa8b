/**
 * What the walker reads from a page, in the page itself (page.evaluate: this function must not use anything from
 * outside its body). Text is read from visible text nodes and from the attributes a reader hears (aria-label,
 * placeholder, title, alt); code blocks and form fields are not text the portal shows as prose.
 */
export interface PageReading {
  /** Text that shows a tag or an HTML entity as characters. */
  readonly markupAsText: string[];
  /** Phone only: the page's own width beyond the viewport, and the widest elements that cause it. */
  readonly sideways?: { readonly scrollWidth: number; readonly innerWidth: number; readonly culprits: string[] };
  /** Inner regions cut off sideways with no name and no visible sign (the fade at an edge) that they scroll. */
  readonly unsignedScrollers: string[];
  /** English only: Chinese characters in the portal's own strings, and in backend content (listed apart). */
  readonly chinese: { readonly portal: string[]; readonly backend: string[] };
  /** The visible toasts' texts. */
  readonly toasts: string[];
  readonly title: string;
}

export interface ReadingOptions {
  readonly english: boolean;
  readonly phone: boolean;
}

export const readPage = ({ english, phone }: ReadingOptions): PageReading => {
  // A tag right after a letter is a generic type (List<goodsItem>), not markup.
  const MARKUP = /(^|[^\w])<\/?[a-z][^>]*>|&[a-z]+;|&#\d+;/i;
  const HAN = /\p{Script=Han}/u;
  const NOT_PROSE = 'script, style, noscript, template, pre, code, textarea, input, select, [contenteditable="true"]';
  const BACKEND = '[data-content="backend"]';
  const clip = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const testId = element.getAttribute('data-testid');
    const label = element.getAttribute('aria-label');
    const classes = [...element.classList].filter((name) => !/^css-/.test(name)).slice(0, 2).map((name) => `.${name}`).join('');
    return `${element.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ''}${label ? `[aria-label="${clip(label)}"]` : ''}`;
  };
  const path = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      parts.unshift(describe(node));
    }
    return parts.join(' > ');
  };

  const markupAsText = new Set<string>();
  const portal = new Set<string>();
  const backend = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !text.trim() || parent.closest(NOT_PROSE)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
    if (MARKUP.test(text)) markupAsText.add(`${clip(text)}  (${path(parent)})`);
    if (english && HAN.test(text)) (parent.closest(BACKEND) ? backend : portal).add(clip(text));
  }
  if (english) {
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest('script, style, template')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value && HAN.test(value)) (element.closest(BACKEND) ? backend : portal).add(`${clip(value)}  [${name}]`);
      }
    }
  }

  let sideways: PageReading['sideways'];
  const unsignedScrollers: string[] = [];
  if (phone) {
    const scroller = document.scrollingElement ?? document.documentElement;
    const { innerWidth } = window;
    if (scroller.scrollWidth > innerWidth) {
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > innerWidth + 1 && element.checkVisibility())
        .filter((element) => {
          // Only the outermost element that sticks out, not everything inside it.
          const parent = element.parentElement;
          return !parent || parent.getBoundingClientRect().right <= innerWidth + 1;
        })
        .slice(0, 5)
        .map((element) => `${path(element)} (right ${Math.round(element.getBoundingClientRect().right)})`);
      sideways = { scrollWidth: scroller.scrollWidth, innerWidth, culprits };
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('pre, code, textarea')) continue;
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (element.scrollWidth <= element.clientWidth + 1 || !element.checkVisibility()) continue;
      // A sign: the scroller is named, or its frame shows the portal's fade at the edge with more (use-scroll-edges.ts,
      // or the top bar's CSS fade, data-scroll-fade).
      const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
      const fade = (node: Element | null) => node?.matches('[data-more-start], [data-more-end], [data-scroll-fade]') ?? false;
      if (!named && !fade(element) && !fade(element.parentElement) && !fade(element.parentElement?.parentElement ?? null)) {
        unsignedScrollers.push(path(element));
      }
    }
  }

  const toasts = [...document.querySelectorAll('[data-testid="toast"]')]
    .filter((toast) => toast.checkVisibility())
    .map((toast) => clip(toast.textContent ?? ''));

  return {
    markupAsText: [...markupAsText],
    ...(sideways ? { sideways } : {}),
    unsignedScrollers: unsignedScrollers.slice(0, 5),
    chinese: { portal: [...portal], backend: [...backend] },
    toasts,
    title: document.title,
  };
};
