import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  afterEach(() => scrollTo(0));

  it('turns on past the threshold and off only back above the lower one, so a shrinking header cannot flip it for good', () => {
    const { result } = renderHook(() => useScrolledPast(100, 60));
    expect(result.current).toBe(false);
    act(() => scrollTo(110));
    expect(result.current).toBe(true);
    // The compact header shortened the page: the browser scrolls back up by its 20 px.
    act(() => scrollTo(90));
    expect(result.current).toBe(true);
    act(() => scrollTo(50));
    expect(result.current).toBe(false);
    act(() => scrollTo(90));
    expect(result.current).toBe(false);
  });
});
