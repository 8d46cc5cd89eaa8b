import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/ui/i18n/i18n';
import { lazyLocaleAreas, loadLocaleAreas, resources } from '../../../src/ui/i18n/resources';

describe('lazily kept locale areas', () => {
  it('lists the files under locales/{locale}/lazy, which are not in the eager resources until loaded', () => {
    expect(lazyLocaleAreas()).toEqual(expect.arrayContaining(['applying', 'capabilities', 'products', 'programmes', 'solutions']));
    expect(lazyLocaleAreas()).not.toContain('chrome');
  });

  it('gives a loaded area to i18n instances in both locales, including instances made before the load', async () => {
    const before = createI18n('en-us');
    await loadLocaleAreas(['products']);
    expect(resources['zh-cn'].products).toBeDefined();
    expect(resources['en-us'].products).toBeDefined();
    expect(before.getResourceBundle('zh-cn', 'translation')).toHaveProperty('products');
    expect(createI18n('zh-cn').getResourceBundle('en-us', 'translation')).toHaveProperty('products');
  });

  it('refuses an area that has no file', async () => {
    await expect(loadLocaleAreas(['no-such-area'])).rejects.toThrow('unknown locale area: no-such-area');
  });
});
