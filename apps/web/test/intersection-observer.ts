import { vi } from 'vitest';

/**
 * The browser's IntersectionObserver, reduced to what a test drives: whether the observed node came
 * near the screen (`report`), with the options it was made with. `stubIntersectionObserver` puts
 * it in place of the setup's stub, which never reports; the last one made is `FakeObserver.current`.
 */
export class FakeObserver {
  static current: FakeObserver | undefined;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.current = this;
  }
  observe = vi.fn();
  disconnect = vi.fn();
}

/**
 * Makes `FakeObserver` the page's IntersectionObserver (undone by `vi.unstubAllGlobals()`), with no
 * observer made yet.
 */
export function stubIntersectionObserver(): void {
  FakeObserver.current = undefined;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}
