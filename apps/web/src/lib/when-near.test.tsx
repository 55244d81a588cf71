import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, FakeObserver, fireEvent, render, screen, stubIntersectionObserver } from '../../test';
import { WhenNear } from './when-near';

function Part() {
  return <p>calendario</p>;
}

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder until the part comes near the screen, then the part', async () => {
    stubIntersectionObserver();
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
    stubIntersectionObserver();
    render(
      <WhenNear placeholder={<button type="button">segnaposto</button>}>
        <Part />
      </WhenNear>,
    );
    await act(async () => fireEvent.focusIn(screen.getByRole('button', { name: 'segnaposto' })));
    expect(screen.getByText('calendario')).toBeInTheDocument();
  });

  it('counts a part as near as far below the screen as it is asked to', () => {
    stubIntersectionObserver();
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
