/* global document, window, Node, NodeFilter, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// The race's measurements in one page (issue #20): from navigation start, on the page's own clock, polled once a
// frame. Each peer shows the whole document on one page; this portal shows one operation a page.

/**
 * Where each renderer puts an operation (`op`: method, path, operationId and first tag, from race-targets.mjs), as a
 * selector. Swagger UI's ids hold the CSS-escaped tag and operationId (a '/' as '\\/').
 */
const CONTAINERS = {
  portal: () => '#request',
  redoc: (op) => `[data-section-id=${JSON.stringify(`operation/${op.operationId}`)}]`,
  swagger: (op) => `[id=${JSON.stringify(`operations-${cssEscape(op.tag.replace(/\s/g, '_'))}-${cssEscape(op.operationId.replace(/\s/g, '_'))}`)}]`,
  scalar: (op) => `section[id$=${JSON.stringify(`/${op.method}${op.path}`)}]`,
};

/** CSS.escape for the characters of the specs' tags and operationIds (letters, digits, '-', '_', '/', '.'). */
const cssEscape = (text) => text.replace(/[^\w-]/g, (character) => `\\${character}`);

/**
 * A folded part of a peer's page: `aria-expanded="false"` (Swagger UI, Scalar; not a button that opens a dialog or
 * menu), Redoc's "expand <name>" buttons.
 */
const FOLDED = '[aria-expanded="false"]:not([aria-haspopup]), button[aria-label^="expand "]';

/**
 * Navigation → a request field of the operation `op` visible in the viewport, reached as a reader reaches it: the
 * operation found (in Swagger UI by scrolling) and scrolled to; then each name on the way to the field (`path`) found
 * after the one before it and before the operation's "Responses" heading, and where the next is not shown yet, the
 * next folded part after it clicked open (FOLDED; the portal shows an operation unfolded); then the field scrolled
 * to. The portal's field is found by its row's id (`anchor`). NaN when it did not happen within `timeoutMs`.
 */
export const timeToField = (page, renderer, { op, path, anchor, timeoutMs = 60_000 }) =>
  page.evaluate(
    async ([containerSelector, names, anchorId, timeout, folded, scrollToFind]) => {
      const inView = (element) => {
        const rect = element.getBoundingClientRect();
        return rect.height > 0 && rect.top >= 0 && rect.bottom <= window.innerHeight;
      };
      const after = (element, reference) => !reference || Boolean(reference.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      /** The first element after `reference` showing the text `name` (a name drawn with word-break points is read whole). */
      const namedAfter = (root, name, reference) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = parent?.querySelector(':scope > wbr') ? parent.textContent : node.textContent;
          if (parent && text.trim() === name && after(parent, reference) && inRequest(parent) && parent.getBoundingClientRect().height > 0) return parent;
        }
        return undefined;
      };
      // The operation's request part: what comes before its "Responses" heading (every peer has one).
      let responses;
      const inRequest = (element) => !responses || Boolean(element.compareDocumentPosition(responses) & Node.DOCUMENT_POSITION_FOLLOWING);
      const clicked = new Set();
      let reached;
      let step = 0;
      const find = (container) => {
        if (anchorId) return document.getElementById(anchorId) ?? undefined;
        responses ??= [...container.querySelectorAll('h2, h3, h4, h5, div, span')].find((element) => element.childElementCount === 0 && element.textContent.trim() === 'Responses');
        while (step < names.length) {
          const next = namedAfter(container, names[step], reached);
          if (!next) break;
          reached = next;
          step += 1;
        }
        if (step === names.length) return reached;
        // The name's own folded part first: the one in its nearest enclosing element that has one (its row; Scalar's
        // comes before the name). Else a list cut short ("Show 22 more properties", Scalar), else the next one after.
        const open = (candidate) => !clicked.has(candidate) && inRequest(candidate);
        let own;
        for (let element = reached, level = 0; element && element !== container && !own && level < 5; element = element.parentElement, level += 1) {
          own = element.matches(folded) && open(element) ? element : [...element.querySelectorAll(folded)].find(open);
        }
        const toggles = [...container.querySelectorAll(folded)].filter((candidate) => open(candidate) && (candidate.contains(reached ?? null) || after(candidate, reached)));
        const toggle = own ?? toggles.find((candidate) => /\bmore\b/i.test(candidate.textContent)) ?? toggles[0];
        if (toggle) {
          clicked.add(toggle);
          toggle.click();
        }
        return undefined;
      };
      let scrolledTo;
      while (performance.now() < timeout) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const container = document.querySelector(containerSelector);
        if (!container) {
          // Swagger UI draws a long page's operations as it scrolls, and its links cannot name an operationId holding
          // a '/' (GitHub's): scrolled down a screen a frame, as a reader. (Scalar's links work; scrolling past its
          // lazily drawn sections would lose them.)
          if (scrollToFind && document.readyState === 'complete') window.scrollBy(0, window.innerHeight);
          continue;
        }
        const target = find(container);
        const next = target ?? container;
        if (scrolledTo !== next && !(target && inView(target))) {
          next.scrollIntoView({ block: target ? 'center' : 'start' });
          scrolledTo = next;
        }
        if (target && inView(target)) return performance.now();
      }
      return Number.NaN;
    },
    [CONTAINERS[renderer](op), path, anchor ?? '', timeoutMs, FOLDED, renderer === 'swagger'],
  );

/**
 * The JS heap in use after a collection, in the page and in every worker it started (this portal reads documents in
 * a worker; Redoc searches in one), through the DevTools protocol.
 */
export const heapInUse = async (context, page) => {
  const session = await context.newCDPSession(page);
  const workers = [];
  session.on('Target.attachedToTarget', (event) => workers.push(event.sessionId));
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const replies = new Map();
  session.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message);
    replies.get(message.id)?.(message.result);
  });
  let next = 0;
  const ask = (sessionId, method) =>
    new Promise((resolve) => {
      next += 1;
      replies.set(next, resolve);
      void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: next, method }) });
      setTimeout(() => resolve(undefined), 5_000);
    });
  await session.send('HeapProfiler.collectGarbage');
  const own = await session.send('Runtime.getHeapUsage');
  let inWorkers = 0;
  for (const worker of workers) {
    await ask(worker, 'HeapProfiler.collectGarbage');
    inWorkers += (await ask(worker, 'Runtime.getHeapUsage'))?.usedSize ?? 0;
  }
  await session.detach();
  return { page: own.usedSize, workers: inWorkers, count: workers.length };
};
