import { describe, expect, it, vi } from 'vitest';
import { loadToasts, subscribeToToasts, toastsWanted } from './toast';

describe('toasts', () => {
  it('are wanted from the first toast on, which tells the app to mount their container once', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    // The test files of a worker share their modules: another one may have shown a toast already.
    const wantedBefore = toastsWanted();

    const module = await loadToasts();
    expect(typeof module.notifications.show).toBe('function');
    expect(toastsWanted()).toBe(true);
    await loadToasts();
    expect(listener).toHaveBeenCalledTimes(wantedBefore ? 0 : 1);
    unsubscribe();
  });
});
