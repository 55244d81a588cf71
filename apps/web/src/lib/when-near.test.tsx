import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../test';
import { WhenNear } from './when-near';

/** The browser's observer, reduced to what the test drives: whether the part came near the screen. */
class FakeObserver {
  static current: FakeObserver | undefined;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.current = this;
  }
  observe = vi.fn();
  disconnect = vi.fn();
}

function Part() {
  return <p>calendario</p>;
}

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder until the part comes near the screen, then the part', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <WhenNear placeholder={<p>segnaposto</p>}>
        <Part />
      </WhenNear>,
    );
    expect(screen.getByText('segnaposto')).toBeInTheDocument();
    expect(screen.queryByText('calendario')).toBeNull();

    await act(async () => FakeObserver.current!.report([{ isIntersecting: false }]));
    expect(screen.queryByText('calendario')).toBeNull();
    await act(async () => FakeObserver.current!.report([{ isIntersecting: true }]));
    expect(screen.getByText('calendario')).toBeInTheDocument();
    expect(FakeObserver.current!.disconnect).toHaveBeenCalled();
  });

  it('brings the part at once when the pointer or the focus enters the placeholder', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <WhenNear placeholder={<button type="button">segnaposto</button>}>
        <Part />
      </WhenNear>,
    );
    await act(async () => fireEvent.focusIn(screen.getByRole('button', { name: 'segnaposto' })));
    expect(screen.getByText('calendario')).toBeInTheDocument();
  });

  it('counts a part as near as far below the screen as it is asked to', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(
      <WhenNear placeholder={<p>segnaposto</p>} ahead="100%">
        <Part />
      </WhenNear>,
    );
    expect(FakeObserver.current!.options.rootMargin).toBe('0px 0px 100% 0px');
    unmount();
    render(
      <WhenNear placeholder={<p>segnaposto</p>}>
        <Part />
      </WhenNear>,
    );
    expect(FakeObserver.current!.options.rootMargin).toBe('0px 0px 0% 0px');
  });
});
