import type { Config, WindowLike } from 'dompurify';
import { createPurifier } from './purify-policy';

const RICH: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target', 'tabindex'],
};

/** A purifier of server HTML or markdown's: links that open elsewhere cannot reach back into the portal. */
export const richPurifier = (config: Config, root?: WindowLike) => {
  const purifier = createPurifier({ ...RICH, ...config }, root);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
};

