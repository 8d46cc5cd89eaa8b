import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`; the empty string at once (clearing the words asks nothing). */
export const useDebounced = (value: string, ms: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value === '' ? value : settled;
};
