import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `threshold` px, and then until it is back above
 * `backAt` px. The gap is the header's own: it shrinks as it turns compact, which shortens the page,
 * and at the bottom of a page barely taller than the screen the browser then scrolls back up past
 * the threshold; with one threshold the header would flip between its two heights for good. Scrolling
 * re-renders only when the answer flips. False on the server and until the page is taken over.
 */
export function useScrolledPast(threshold: number, backAt: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast((was) => window.scrollY > (was ? backAt : threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [threshold, backAt]);
  return past;
}
