import { describe, expect, it, vi } from 'vitest';
import { loadToasts, subscribeToToasts, toastsWanted } from './toast';

describe('toasts', () => {
  it('are wanted only from the first toast on, which tells the app to mount their container once', async () => {
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
