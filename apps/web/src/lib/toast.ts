import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a toast from a public page. The toasts' code (store, container, transitions, scroll lock)
 * loads on the first one: a page that never raises one does not download it. The container is
 * mounted lazily in app-providers.tsx from the same module, so both share one store.
 */
export function showToast(toast: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));
}
