import type * as MantineNotifications from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';

/**
 * The toasts' code (store, container, transitions, scroll lock) loads with the first toast: a page
 * that never raises one does not download it. `app-providers.tsx` mounts the container once a
 * toast is wanted, from the same module, so both share one store; a toast raised before the
 * container is there waits in the store and shows when it mounts.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Loads the toasts' module and asks the app to mount their container. */
export function loadToasts(): Promise<typeof MantineNotifications> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('@mantine/notifications');
}

/** For `useSyncExternalStore`: whether a toast has been raised yet. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastsWanted = (): boolean => wanted;

/** Shows a toast from a public page. */
export function showToast(toast: NotificationData): void {
  void loadToasts().then(({ notifications }) => notifications.show(toast));
}
