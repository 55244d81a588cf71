import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { approached } from './approach';

/**
 * A part whose code only an interaction needs (a calendar): the server and the first render in the
 * browser show `placeholder`, and the part's code is fetched once the visitor comes near it (it
 * scrolls into view, or the pointer or the focus enters it), so it never competes
 * with the page waking up. `placeholder` also stands in while the code is on its way, at the same
 * size, so the page does not move.
 */
export function WhenNear({
  placeholder,
  children,
  testId,
  ahead,
}: {
  placeholder: ReactNode;
  children: ReactNode;
  testId?: string;
  /**
   * How far below the screen the part already counts as near, as a share of the screen's height
   * ('100%'): a part far down the page then arrives before it is scrolled into view, and the
   * placeholder gives way to it out of the visitor's sight.
   */
  ahead?: `${number}%`;
}) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const visit = new AbortController();
    void approached(node, { ahead, signal: visit.signal }).then(() => setNear(true));
    return () => visit.abort();
  }, [near, ahead]);
  return (
    <div ref={ref} data-testid={testId}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
