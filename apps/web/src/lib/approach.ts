/**
 * Resolves once the visitor comes near `node` (or one of several, for a part a link may jump into the
 * middle of): it scrolls within `ahead` of the view (a share of the screen's height below it), or the
 * pointer or the focus reaches it; with `anyPress`, also at the first key or pointer pressed anywhere
 * on the page. Never resolves once `signal` aborts.
 */
export function approached(
  node: Element | Element[],
  { ahead = '0%', anyPress = false, signal }: { ahead?: `${number}%`; anyPress?: boolean; signal?: AbortSignal } = {},
): Promise<void> {
  const nodes = [node].flat();
  return new Promise((resolve) => {
    const near = ['pointerover', 'focusin'] as const;
    const pressed = anyPress ? (['pointerdown', 'keydown'] as const) : [];
    const stop = () => {
      observer.disconnect();
      for (const each of nodes) for (const type of near) each.removeEventListener(type, done);
      for (const type of pressed) window.removeEventListener(type, done, true);
    };
    function done() {
      stop();
      resolve();
    }
    for (const each of nodes) for (const type of near) each.addEventListener(type, done, { passive: true });
    for (const type of pressed) window.addEventListener(type, done, { capture: true, passive: true });
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `0px 0px ${ahead} 0px`,
    });
    for (const each of nodes) observer.observe(each);
    signal?.addEventListener('abort', stop);
  });
}
