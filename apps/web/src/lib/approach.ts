/**
 * Resolves once the visitor comes near `node`: it scrolls within `ahead` of the view (a share of the
 * screen's height below it), or the pointer or the focus reaches it; with `anyPress`, also at the
 * first key or pointer pressed anywhere on the page. Never resolves once `signal` aborts.
 */
export function approached(
  node: Element,
  { ahead = '0%', anyPress = false, signal }: { ahead?: `${number}%`; anyPress?: boolean; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve) => {
    const near = ['pointerover', 'focusin'] as const;
    const pressed = anyPress ? (['pointerdown', 'keydown'] as const) : [];
    const stop = () => {
      observer.disconnect();
      for (const type of near) node.removeEventListener(type, done);
      for (const type of pressed) window.removeEventListener(type, done, true);
    };
    function done() {
      stop();
      resolve();
    }
    for (const type of near) node.addEventListener(type, done, { passive: true });
    for (const type of pressed) window.addEventListener(type, done, { capture: true, passive: true });
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `0px 0px ${ahead} 0px`,
    });
    observer.observe(node);
    signal?.addEventListener('abort', stop);
  });
}
