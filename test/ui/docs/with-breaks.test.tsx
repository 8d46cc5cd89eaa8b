import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { piecesWithBreaks, withBreaks } from '../../../src/ui/docs/api-doc/with-breaks';

const shown = (text: string, wholeUpTo?: number) => render(<span>{withBreaks(text, wholeUpTo)}</span>).container.firstElementChild as HTMLElement;
/** A long value is written into an element of its own (one per value, not one per piece). */
const broken = (text: string, wholeUpTo?: number) => shown(text, wholeUpTo).firstElementChild as HTMLElement;

describe('a value with wrap opportunities at its own boundaries', () => {
  it('leaves a value of up to 30 characters whole: plain text, no element', () => {
    const name = shown('supplementaryDeclarationItems0');
    expect(name.innerHTML).toBe('supplementaryDeclarationItems0');
  });

  it('gives a longer one a <wbr> at each boundary, never inside a word, and keeps its text', () => {
    const name = broken('GetCustomersCustomerBalanceTransactions', 20);
    expect(name.innerHTML).toBe('Get<wbr>Customers<wbr>Customer<wbr>Balance<wbr>Transactions');
    expect(name.parentElement?.textContent).toBe('GetCustomersCustomerBalanceTransactions');
    expect(broken('/v1/credit_notes/{credit_note}/lines', 24).innerHTML).toBe('/<wbr>v1/<wbr>credit_<wbr>notes/{<wbr>credit_<wbr>note}/<wbr>lines');
  });

  it('writes the new value when the same place shows another, and leaves nothing of the old', () => {
    const view = render(<span>{withBreaks('/v1/credit_notes/{credit_note}/lines', 24)}</span>);
    view.rerender(<span>{withBreaks('/v1/customers/{customer}/balance_transactions', 24)}</span>);
    expect(view.container.textContent).toBe('/v1/customers/{customer}/balance_transactions');
    expect(view.container.querySelectorAll('wbr')).toHaveLength(5);
    view.rerender(<span>{withBreaks('/v1/charges', 24)}</span>);
    expect(view.container.innerHTML).toBe('<span>/v1/charges</span>');
  });

  it('gives an element that writes its own lines the same pieces: a short text whole, a long one cut', () => {
    const line = (text: string, wholeUpTo: number) => {
      const span = document.createElement('span');
      span.append(...piecesWithBreaks(text, wholeUpTo));
      return span.innerHTML;
    };
    expect(line('/v1/charges', 24)).toBe('/v1/charges');
    expect(line('/v1/credit_notes/{credit_note}/lines', 24)).toBe('/<wbr>v1/<wbr>credit_<wbr>notes/{<wbr>credit_<wbr>note}/<wbr>lines');
  });
});
