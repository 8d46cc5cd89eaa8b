import { describe, expect, it } from 'vitest';
import { identifierPieces, MAX_PIECE } from '../../../src/ui/docs/api-doc/identifier-breaks';

describe('identifier wrap opportunities', () => {
  it.each([
    ['customerCode', ['customer', 'Code']],
    ['BigDecimal', ['Big', 'Decimal']],
    ['issueDate', ['issue', 'Date']],
    ['SO202611220001', ['SO202611220001']],
    ['MSG20261122000001', ['MSG20261122000001']],
    ['order_no', ['order_', 'no']],
    ['java.lang.String', ['java.', 'lang.', 'String']],
    ['shipment.items[0].skuCode', ['shipment.', 'items[', '0].', 'sku', 'Code']],
    ['List<Map<String,Object>>', ['List<', 'Map<', 'String,', 'Object>>']],
    ['HTTPServerURL', ['HTTP', 'Server', 'URL']],
    ['getHTTPResponseCode', ['get', 'HTTP', 'Response', 'Code']],
    ['2026-11-22 10:00:00', ['2026-', '11-', '22 10:00:00']],
    ['https://api.example.com/a?b=c', ['https://', 'api.', 'example.', 'com/', 'a?', 'b=', 'c']],
    ['String', ['String']],
    ['110***********1234', ['110***********', '1234']],
    ['', []],
  ])('%s wraps only at its own boundaries', (text, pieces) => {
    expect(identifierPieces(text)).toEqual(pieces);
    expect(identifierPieces(text).join('')).toBe(text);
  });

  it('cuts a piece with no boundary at all (a signature) every MAX_PIECE characters', () => {
    const signature = 'a1b2c3d4'.repeat(9);
    const pieces = identifierPieces(signature);
    expect(pieces.join('')).toBe(signature);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBe(MAX_PIECE);
  });
});
