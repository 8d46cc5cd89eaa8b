import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withBreaks } from '../../../src/ui/docs/api-doc/with-breaks';

const shown = (text: string, wholeUpTo?: number) => render(<span>{withBreaks(text, wholeUpTo)}</span>).container.firstElementChild as HTMLElement;

describe('a value with wrap opportunities at its own boundaries', () => {
  it('leaves a value of up to 30 characters whole: plain text, no element', () => {
    const name = shown('supplementaryDeclarationItems0');
    expect(name.innerHTML).toBe('supplementaryDeclarationItems0');
  });

  it('gives a longer one a <wbr> at each boundary, never inside a word, and keeps its text', () => {
    const name = shown('GetCustomersCustomerBalanceTransactions', 20);
    expect(name.innerHTML).toBe('Get<wbr>Customers<wbr>Customer<wbr>Balance<wbr>Transactions');
    expect(name.textContent).toBe('GetCustomersCustomerBalanceTransactions');
    expect(shown('/v1/credit_notes/{credit_note}/lines', 24).innerHTML).toBe('/<wbr>v1/<wbr>credit_<wbr>notes/{<wbr>credit_<wbr>note}/<wbr>lines');
  });
});
