import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as localeArea from '../../../src/ui/i18n/use-locale-area';
import { LongCode } from '../../../src/ui/widgets/long-code.view';
import { renderApp } from '../support/render-app';

const lines = (count: number, tag = 'line') => Array.from({ length: count }, (_, index) => `${tag} ${String(index + 1)}`).join('\n');

afterEach(() => vi.restoreAllMocks());

describe('LongCode (a long code text drawn from its start)', () => {
  it('draws a short text whole, with nothing said under it', async () => {
    await renderApp(<LongCode text={lines(3)} label="curl call" maxH="40vh" />);
    expect(screen.getByLabelText('curl call').textContent).toBe(lines(3));
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('draws the first 400 lines of a longer one and says so; Show all draws the rest and takes the focus', async () => {
    await renderApp(<LongCode text={lines(14_285)} label="curl call" maxH="40vh" />);
    const code = screen.getByLabelText('curl call');
    expect(code.textContent).toBe(lines(400));
    expect(screen.getByText('Showing the first 400 of 14,285 lines. Copy takes them all.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all: curl call' }));
    expect(code.textContent).toBe(lines(14_285));
    expect(document.activeElement).toBe(code);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('starts again from the start when it is given another text', async () => {
    const Switcher = () => {
      const [tag, setTag] = useState('line');
      return (
        <>
          <button type="button" onClick={() => setTag('row')}>
            another
          </button>
          <LongCode text={lines(500, tag)} label="Request example" maxH="40vh" />
        </>
      );
    };
    await renderApp(<Switcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Show all: Request example' }));
    expect(screen.getByLabelText('Request example').textContent).toBe(lines(500));
    fireEvent.click(screen.getByRole('button', { name: 'another' }));
    expect(screen.getByLabelText('Request example').textContent).toBe(lines(400, 'row'));
    expect(screen.getByRole('button', { name: 'Show all: Request example' })).toBeTruthy();
  });

  it('stays whole while the text of the same subject changes (a sample following what is typed), not for another subject', async () => {
    const Typing = () => {
      const [typed, setTyped] = useState('');
      const [subject, setSubject] = useState('api-1');
      return (
        <>
          <button type="button" onClick={() => setTyped((text) => `${text}x`)}>
            type
          </button>
          <button type="button" onClick={() => setSubject('api-2')}>
            another API
          </button>
          <LongCode text={`${typed}\n${lines(500)}`} subject={subject} label="curl call" maxH="40vh" />
        </>
      );
    };
    await renderApp(<Typing />);
    fireEvent.click(screen.getByRole('button', { name: 'Show all: curl call' }));
    fireEvent.click(screen.getByRole('button', { name: 'type' }));
    fireEvent.click(screen.getByRole('button', { name: 'type' }));
    expect(screen.getByLabelText('curl call').textContent).toBe(`xx\n${lines(500)}`);
    fireEvent.click(screen.getByRole('button', { name: 'another API' }));
    expect(screen.getByLabelText('curl call').textContent).toBe(`xx\n${lines(399)}`);
  });

  it('draws only the head, saying nothing yet, while its words load; and the whole text if they cannot come', async () => {
    const words = vi.spyOn(localeArea, 'useLocaleArea').mockReturnValue('loading');
    const app = await renderApp(<LongCode text={lines(500)} label="curl call" maxH="40vh" />);
    expect(screen.getByLabelText('curl call').textContent).toBe(lines(400));
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    words.mockReturnValue('failed');
    app.unmount();
    await renderApp(<LongCode text={lines(500)} label="curl call" maxH="40vh" />);
    expect(screen.getByLabelText('curl call').textContent).toBe(lines(500));
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it('says it in Chinese, by characters for one long line', async () => {
    const minified = JSON.stringify(Array.from({ length: 10_000 }, (_, index) => index));
    await renderApp(<LongCode text={minified} label="请求示例" maxH="40vh" />, { locale: 'zh-cn' });
    expect(screen.getByLabelText('请求示例').textContent).toBe(minified.slice(0, 24_000));
    expect(screen.getByText(`显示了前 24,000 个字符，共 ${minified.length.toLocaleString('zh-CN')} 个。复制会复制全部内容。`)).toBeTruthy();
    expect(screen.getByRole('button', { name: '显示全部：请求示例' }).textContent).toBe('显示全部');
  });
});
