/**
 * A document's update time as the platform shows it: an epoch (seconds or milliseconds) as `YYYY-MM-DD HH:mm` in the
 * platform's time (GMT+8, whatever the reader's zone); any other text as the server sent it.
 */
export const formatPlatformTime = (value: string): string => {
  if (!/^\d{10,13}$/.test(value)) return value;
  const date = new Date(Number(value.length === 10 ? `${value}000` : value));
  const pad = (n: number) => String(n).padStart(2, '0');
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return `${String(shifted.getUTCFullYear())}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
};

/** The same moment as an ISO 8601 date-time (a sitemap's `lastmod`), or undefined when the text is no time. */
export const platformTimeIso = (value: string): string | undefined => {
  if (/^\d{10,13}$/.test(value)) return new Date(Number(value.length === 10 ? `${value}000` : value)).toISOString();
  // "2026-11-20 10:30:00" and the like are the platform's time (GMT+8).
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!local) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
  const time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(s));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};
