import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/ui/i18n/i18n';
import { useLocaleArea } from '../../../src/ui/i18n/use-locale-area';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={createI18n('en-us')}>{children}</I18nextProvider>;

describe('useLocaleArea (a widget loading the words it needs only sometimes)', () => {
  it('loads the area when wanted, then its words are there', async () => {
    const { result } = renderHook(() => useLocaleArea('apiSamples', 'apiSamples.longCode.showAll', true), { wrapper });
    await waitFor(() => expect(result.current).toBe('ready'));
    expect(createI18n('zh-cn').t('apiSamples.longCode.showAll')).toBe('显示全部');
  });

  it('loads nothing while not wanted', () => {
    const { result } = renderHook(() => useLocaleArea('no-such-area', 'no-such-area.word', false), { wrapper });
    expect(result.current).toBe('loading');
  });

  it('says a load that failed, so the widget does without the words', async () => {
    const { result } = renderHook(() => useLocaleArea('no-such-area', 'no-such-area.word', true), { wrapper });
    await waitFor(() => expect(result.current).toBe('failed'));
  });
});
