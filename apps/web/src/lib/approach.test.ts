import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver, stubIntersectionObserver } from '../../test';
import { approached } from './approach';

/** Whether `promise` has settled once the pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('approached', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  function node() {
    stubIntersectionObserver();
    const footer = document.createElement('footer');
    document.body.append(footer);
    return footer;
  }

  it('resolves once the node comes within the given share of the screen below the view', async () => {
    const footer = node();
    const near = approached(footer, { ahead: '100%' });
    expect(FakeObserver.current!.options.rootMargin).toBe('0px 0px 100% 0px');
    FakeObserver.current!.report([{ isIntersecting: false }]);
    expect(await settled(near)).toBe(false);
    FakeObserver.current!.report([{ isIntersecting: true }]);
    expect(await settled(near)).toBe(true);
    expect(FakeObserver.current!.disconnect).toHaveBeenCalled();
  });

  it('resolves when the pointer or the focus reaches the node', async () => {
    const footer = node();
    const hovered = approached(footer);
    footer.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(hovered)).toBe(true);
    const focused = approached(footer);
    footer.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(focused)).toBe(true);
  });

  it('resolves at the first press anywhere only when asked to', async () => {
    const footer = node();
    const onlyNear = approached(footer);
    const orPressed = approached(footer, { anyPress: true });
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(orPressed)).toBe(true);
    expect(await settled(onlyNear)).toBe(false);
  });

  it('never resolves once its signal aborts, and stops observing', async () => {
    const footer = node();
    const visit = new AbortController();
    const near = approached(footer, { signal: visit.signal });
    const observer = FakeObserver.current!;
    visit.abort();
    expect(observer.disconnect).toHaveBeenCalled();
    footer.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(near)).toBe(false);
  });
});
