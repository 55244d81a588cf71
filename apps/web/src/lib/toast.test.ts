import { describe, expect, it, vi } from 'vitest';

describe('toasts', () => {
  it('are wanted only from the first toast on, which tells the app to mount their container once', async () => {
    // A module of its own: another test file of the same worker may have shown a toast already.
    vi.resetModules();
    const { loadToasts, subscribeToToasts, toastsWanted } = await import('./toast');
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    expect(toastsWanted()).toBe(false);

    const module = await loadToasts();
    expect(typeof module.notifications.show).toBe('function');
    expect(toastsWanted()).toBe(true);
    await loadToasts();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });
});
