import { useEffect, useState } from 'react';

/** True while the page is scrolled further than `threshold` pixels (re-evaluated on scroll, passive). */
export const useScrolledPast = (threshold: number): boolean => {
  const [past, setPast] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
};
