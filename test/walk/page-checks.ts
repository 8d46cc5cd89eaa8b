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
  /** Visible headings (h1–h6, role=heading) with no accessible text. */
  readonly emptyHeadings: string[];
  /**
   * A document page with a menu of its siblings (DocColumns marks its menu's column and its narrow button with
   * `data-doc-menu`): whether the button, or a link or button in the column (a menu that failed offers Retry), is
   * visible. Undefined on other pages.
   */
  readonly siblingWay?: boolean;
  readonly title: string;
}

export interface ReadingOptions {
  readonly english: boolean;
  readonly phone: boolean;
}

export const readPage = ({ english, phone }: ReadingOptions): PageReading => {
  // A tag is one of HTML's elements (or a namespaced one, Word's <o:p>). A tag right after a letter is a generic type
  // (List<goodsItem>), and a name that is no element is a placeholder or a format (`Basic <api_key>` in a document's
  // description, `string <uuid>` in a type), not markup.
  const ELEMENTS =
    'a|abbr|article|aside|b|big|blockquote|body|br|button|caption|center|cite|code|col|colgroup|dd|del|details|div|dl|dt|em|figcaption|figure|font|footer|form|h[1-6]|head|header|hr|html|i|iframe|img|input|ins|kbd|label|li|link|main|mark|meta|nav|ol|option|p|pre|q|s|samp|script|section|select|small|span|strike|strong|style|sub|summary|sup|table|tbody|td|textarea|tfoot|th|thead|title|tr|tt|u|ul|var|video|[a-z]+:[a-z]+';
  const MARKUP = new RegExp(`(^|[^\\w])</?(?:${ELEMENTS})(?=[\\s/>])[^>]*>|&[a-z]+;|&#\\d+;`, 'i');
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

  const emptyHeadings = [...document.body.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
    .filter((heading) => heading.checkVisibility({ visibilityProperty: true }) && !heading.closest('[aria-hidden="true"]'))
    .filter((heading) => {
      const labelledBy = (heading.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => (id ? document.getElementById(id)?.textContent : '') ?? '');
      const images = [...heading.querySelectorAll('img[alt], [role="img"][aria-label]')].map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label') ?? '');
      // (textContent, not innerText: a band off screen is not laid out, and innerText reads it as empty)
      return ![heading.getAttribute('aria-label') ?? '', ...labelledBy, heading.textContent ?? '', ...images].some((text) => text.trim());
    })
    .map(path);

  const menus = [...document.body.querySelectorAll('[data-doc-menu]')];
  const siblingWay = menus.length === 0
    ? undefined
    : menus.some((menu) =>
        menu.getAttribute('data-doc-menu') === 'button'
          ? menu.checkVisibility({ visibilityProperty: true })
          : [...menu.querySelectorAll('a[href], button')].some((way) => way.checkVisibility({ visibilityProperty: true })),
      );

  const toasts = [...document.querySelectorAll('[data-testid="toast"]')]
    .filter((toast) => toast.checkVisibility())
    .map((toast) => clip(toast.textContent ?? ''));

  return {
    markupAsText: [...markupAsText],
    ...(sideways ? { sideways } : {}),
    unsignedScrollers: unsignedScrollers.slice(0, 5),
    chinese: { portal: [...portal], backend: [...backend] },
    toasts,
    emptyHeadings,
    ...(siblingWay === undefined ? {} : { siblingWay }),
    title: document.title,
  };
};

/**
 * Parameter-table identifiers of up to 30 characters that the browser laid out on more than one line ("country /
 * Code", "List< / goodsItem>"): names and types, and examples without a space; the line boxes of the value's text are
 * at more than one height. At 1280 px and wider none may be (issue #32 M5); the walk and test/e2e/param-table.spec.ts
 * share this rule. In the page (page.evaluate): nothing from outside this body.
 */
export const brokenIdentifiers = (): string[] => {
  const WHOLE_UP_TO = 30;
  const broken: string[] = [];
  for (const cell of document.querySelectorAll('table .param-name code, table .param-type, table .param-example')) {
    const text = cell.textContent ?? '';
    if (!text || text.length > WHOLE_UP_TO || (cell.matches('.param-example') && /\s/.test(text))) continue;
    if (!cell.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(cell);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    if (tops.size > 1) broken.push(text);
  }
  return broken;
};

export interface FocusSample {
  /** Focus (as the keyboard does) the first this many controls of the header and of the main content; without it,
   * measure the element that has focus now (a test that pressed Tab). */
  readonly sample?: number;
}

/**
 * Focus rings that are missing, thinner than 2 px or under 3:1 against the colour they are drawn on (WCAG 2.2's
 * non-text contrast and focus appearance; issue #32 m16). A ring is the outline, or a box-shadow where the outline is
 * none; the browser's own ring (`outline-style: auto`, two colours) always shows. A ring drawn outside the box (an
 * offset, a shadow) lies on what is behind the element; one at its edge, on the element. The walk and
 * test/e2e/focus-rings.spec.ts share this rule. In the page (page.evaluate): nothing from outside this body.
 */
export const weakFocusRings = ({ sample }: FocusSample): string[] => {
  const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const numbers = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const opaque = (color: string) => (numbers(color)[3] ?? 1) > 0.5;
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = numbers(color).slice(0, 3).map((value) => value / 255).map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ringOf = (style: CSSStyleDeclaration) => {
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      return { kind: style.outlineStyle, color: style.outlineColor, width: Number.parseFloat(style.outlineWidth), outside: Number.parseFloat(style.outlineOffset) > 0 };
    }
    // "rgb(1, 2, 3) 0px 0px 0px 2px, …": the widest shadow that has a spread.
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/).map((shadow) => {
      const color = /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? 'rgb(0, 0, 0)';
      const [, , blur = 0, spread = 0] = (shadow.replace(color, '').match(/-?[\d.]+px/g) ?? []).map(Number.parseFloat);
      return { kind: 'box-shadow', color, width: spread + blur / 2, outside: !shadow.includes('inset') };
    });
    return shadows.filter((shadow) => shadow.width > 0 && (numbers(shadow.color)[3] ?? 1) > 0).sort((a, b) => b.width - a.width)[0];
  };
  const measure = (element: HTMLElement): string | undefined => {
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'auto') return undefined;
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const ring = ringOf(style);
    if (!ring) return `${name}: no focus ring`;
    let behind: Element | null = ring.outside ? element.parentElement : element;
    while (behind && !opaque(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : getComputedStyle(document.documentElement).backgroundColor;
    const [lighter = 0, darker = 0] = [luminance(ring.color), luminance(opaque(background) ? background : 'rgb(255, 255, 255)')].sort((a, b) => b - a);
    const contrast = (lighter + 0.05) / (darker + 0.05);
    return ring.width < 2 || contrast < 3 ? `${name}: ${ring.kind} ${String(ring.width)}px ${contrast.toFixed(2)}:1 (${ring.color} on ${background})` : undefined;
  };
  if (sample === undefined) {
    const focused = document.activeElement;
    const weak = focused instanceof HTMLElement && focused !== document.body ? measure(focused) : undefined;
    return weak ? [weak] : [];
  }
  const regions = [document.querySelector('header, [role="banner"]'), document.querySelector('main, [role="main"]')];
  const controls = regions.flatMap((region) =>
    region
      ? [...region.querySelectorAll<HTMLElement>(CONTROLS)]
          .filter((control) => control.tabIndex >= 0 && !control.closest('[aria-hidden="true"], [inert]') && control.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
          .slice(0, sample)
      : [],
  );
  const weak: string[] = [];
  const scroll = [window.scrollX, window.scrollY] as const;
  for (const control of controls) {
    // The keyboard's focus: Chromium shows :focus-visible for a script's focus when the reader has not used a pointer.
    control.focus({ preventScroll: true, focusVisible: true });
    if (document.activeElement !== control) continue;
    // A ring that fades in is read at its end.
    for (const animation of control.getAnimations()) animation.finish();
    const found = measure(control);
    if (found) weak.push(found);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(...scroll);
  return weak;
};

export interface FailureReading {
  /** The main content shows no text at all. */
  readonly blank: boolean;
  /** The visible alerts in the main content, and whether one of them offers a way on (a button or a link). */
  readonly alerts: string[];
  readonly wayOn: boolean;
}

/**
 * What a page whose calls failed shows in its main content: an alert that says so, with a way on (Retry, or a link
 * elsewhere), never a blank page. In the page (page.evaluate): nothing from outside this body.
 */
export const readFailure = (): FailureReading => {
  const main = document.querySelector('main, [role="main"]') ?? document.body;
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const alerts = [...main.querySelectorAll('[role="alert"]')].filter(visible);
  return {
    blank: !text(main),
    alerts: alerts.map((alert) => text(alert).slice(0, 120)),
    wayOn: alerts.some((alert) => [...alert.querySelectorAll('button:not([disabled]), a[href]')].some(visible)),
  };
};
