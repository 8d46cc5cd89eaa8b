import { useEffect, useState } from 'react';

/**
 * A wait longer than this is said in words ("still searching…"), not only by a skeleton: by then a reader starts to
 * wonder whether anything is happening. The calls' own limit (10 s, then a timeout the page describes) is well after.
 */
export const TAKING_LONG_MS = 3_000;

/**
 * Whether the wait for `awaited` (what is being waited for, e.g. the words searched; undefined when nothing is) has
 * lasted `ms`. Each new wait (for something else, or the same again) counts from its start.
 */
export const useTakingLong = (awaited: string | undefined, ms: number = TAKING_LONG_MS): boolean => {
  const [longFor, setLongFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (awaited === undefined) return undefined;
    const timer = setTimeout(() => setLongFor(awaited), ms);
    return () => {
      clearTimeout(timer);
      setLongFor(undefined);
    };
  }, [awaited, ms]);
  return awaited !== undefined && longFor === awaited;
};
