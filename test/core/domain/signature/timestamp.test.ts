import { describe, expect, it } from 'vitest';
import {
  clockSkewMs,
  formatGmt8,
  GATEWAY_CLOCK_TOLERANCE_MS,
  isStale,
  isTimestampFormat,
  parseGmt8,
} from '../../../../src/domain/signature/timestamp';

/** Run also as `TZ=America/New_York npx vitest run --project core test/core/domain/signature/timestamp.test.ts`. */
describe('formatGmt8', () => {
  it('writes the GMT+8 wall clock of an instant, whatever the runtime zone', () => {
    expect(formatGmt8(new Date(Date.UTC(2026, 0, 1, 19, 4, 5)))).toBe('2026-01-02 03:04:05');
    expect(formatGmt8(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02 11:04:05');
  });

  it('crosses the day, month and year at 16:00 UTC', () => {
    expect(formatGmt8(new Date(Date.UTC(2025, 11, 31, 16, 0, 0)))).toBe('2026-01-01 00:00:00');
    expect(formatGmt8(new Date(Date.UTC(2025, 11, 31, 15, 59, 59, 999)))).toBe('2025-12-31 23:59:59');
    expect(formatGmt8(new Date(Date.UTC(2024, 1, 28, 16, 30, 0)))).toBe('2024-02-29 00:30:00');
  });

  it('is not moved by a daylight-saving change of the runtime zone (US, 8 March 2026)', () => {
    expect(formatGmt8(new Date(Date.UTC(2026, 2, 8, 7, 30, 0)))).toBe('2026-03-08 15:30:00');
  });

  it('gives the same text with the process in New York, Kolkata or UTC', () => {
    const saved = process.env.TZ;
    const at = new Date(Date.UTC(2026, 10, 1, 18, 30, 0));
    try {
      for (const zone of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
        process.env.TZ = zone; // Node applies a TZ change at once
        expect(formatGmt8(at)).toBe('2026-11-02 02:30:00');
        expect(parseGmt8('2026-11-02 02:30:00')?.getTime()).toBe(at.getTime());
      }
      process.env.TZ = 'America/New_York';
      expect(at.getHours()).toBe(13); // the zone did change: 13:30 EST, not 18:30 UTC
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('is the same as an explicit Asia/Shanghai rendering', () => {
    const at = new Date(Date.UTC(2026, 6, 9, 23, 59, 1));
    const shanghai = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    expect(formatGmt8(at)).toBe(shanghai);
  });
});

describe('parseGmt8', () => {
  it('reads the instant back (inverse of formatGmt8)', () => {
    expect(parseGmt8('2026-01-02 03:04:05')?.toISOString()).toBe('2026-01-01T19:04:05.000Z');
    const at = new Date(Date.UTC(2026, 4, 6, 7, 8, 9));
    expect(parseGmt8(formatGmt8(at))?.getTime()).toBe(at.getTime());
  });

  it('accepts 29 February of a leap year only', () => {
    expect(parseGmt8('2024-02-29 00:00:00')).toBeDefined();
    expect(parseGmt8('2026-02-29 00:00:00')).toBeUndefined();
  });

  it.each([
    ['', 'empty'],
    ['2026-01-02T03:04:05', 'a T separator'],
    ['2026-01-02  03:04:05', 'two spaces'],
    [' 2026-01-02 03:04:05', 'a leading space'],
    ['2026-01-02 03:04:05 ', 'a trailing space'],
    ['2026-1-2 3:04:05', 'unpadded fields'],
    ['2026/01/02 03:04:05', 'slashes'],
    ['2026-01-02 03:04', 'no seconds'],
    ['2026-01-02 03:04:05.123', 'milliseconds'],
    ['2026-13-01 00:00:00', 'month 13'],
    ['2026-00-01 00:00:00', 'month 0'],
    ['2026-04-31 00:00:00', '31 April'],
    ['2026-01-00 00:00:00', 'day 0'],
    ['2026-01-02 24:00:00', 'hour 24'],
    ['2026-01-02 23:60:00', 'minute 60'],
    ['2026-01-02 23:59:60', 'second 60'],
    ['２０２６-01-02 03:04:05', 'full-width digits'],
  ])('refuses %j (%s)', (text) => {
    expect(parseGmt8(text)).toBeUndefined();
    expect(isTimestampFormat(text)).toBe(false);
  });
});

describe('clock skew', () => {
  const now = new Date(Date.UTC(2026, 0, 1, 19, 4, 5)); // 2026-01-02 03:04:05 GMT+8

  it('is the signed distance from now', () => {
    expect(clockSkewMs('2026-01-02 03:04:05', now)).toBe(0);
    expect(clockSkewMs('2026-01-02 03:14:05', now)).toBe(10 * 60_000);
    expect(clockSkewMs('2026-01-02 02:54:05', now)).toBe(-10 * 60_000);
    expect(clockSkewMs('nonsense', now)).toBeUndefined();
  });

  it('is stale beyond 6 minutes either way, not at 6 minutes exactly', () => {
    expect(GATEWAY_CLOCK_TOLERANCE_MS).toBe(360_000);
    expect(isStale('2026-01-02 03:10:05', now)).toBe(false);
    expect(isStale('2026-01-02 02:58:05', now)).toBe(false);
    expect(isStale('2026-01-02 03:10:06', now)).toBe(true);
    expect(isStale('2026-01-02 02:58:04', now)).toBe(true);
    expect(isStale('not a timestamp', now)).toBe(false);
  });
});
