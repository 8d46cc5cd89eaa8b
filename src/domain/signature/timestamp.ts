/**
 * The gateway's timestamp: "yyyy-MM-dd HH:mm:ss" in GMT+8 (signature.md), whatever the caller's time zone.
 * Computed from UTC milliseconds, never from the runtime's zone or Intl.
 */

export const GMT8_OFFSET_MS = 8 * 60 * 60 * 1000;
/** The gateway tolerates 6 minutes of clock difference. */
export const GATEWAY_CLOCK_TOLERANCE_MS = 6 * 60 * 1000;

const TIMESTAMP_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The wall-clock time in GMT+8 of an instant, as yyyy-MM-dd HH:mm:ss. */
export const formatGmt8 = (date: Date): string => {
  const d = new Date(date.getTime() + GMT8_OFFSET_MS);
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
};

/** The instant a GMT+8 timestamp names; undefined unless it is exactly the format with real calendar values. */
export const parseGmt8 = (text: string): Date | undefined => {
  const match = TIMESTAMP_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hours, minutes, seconds, 0);
  // Date rolls 2026-02-30 over to March: a different day back means the day does not exist.
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) return undefined;
  return new Date(wall.getTime() - GMT8_OFFSET_MS);
};

export const isTimestampFormat = (text: string): boolean => parseGmt8(text) !== undefined;

/** How far the timestamp is from now (positive: ahead); undefined when it is not a valid timestamp. */
export const clockSkewMs = (timestamp: string, now: Date): number | undefined => {
  const at = parseGmt8(timestamp);
  return at === undefined ? undefined : at.getTime() - now.getTime();
};

/** More than 6 minutes from now, either way: the gateway would refuse the call. */
export const isStale = (timestamp: string, now: Date): boolean => {
  const skew = clockSkewMs(timestamp, now);
  return skew !== undefined && Math.abs(skew) > GATEWAY_CLOCK_TOLERANCE_MS;
};
