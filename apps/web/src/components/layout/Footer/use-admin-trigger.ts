import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Clicks on the hidden letter that open the admin area, and the pause that resets the count. */
export const ADMIN_TRIGGER_CLICKS = 7;
export const ADMIN_TRIGGER_RESET_MS = 3000;

const loadAdmin = () => window.location.assign('/admin');
let openAdmin = loadAdmin;
let count = 0;
let resetTimer: number | undefined;

/** One more click at `at` (ms): the admin area at the seventh, else the count starts over later. */
function addClick(at: number) {
  window.clearTimeout(resetTimer);
  count += 1;
  if (count >= ADMIN_TRIGGER_CLICKS) {
    count = 0;
    openAdmin();
    return;
  }
  resetTimer = window.setTimeout(
    () => {
      count = 0;
    },
    ADMIN_TRIGGER_RESET_MS - (Date.now() - at),
  );
}

/**
 * Counted by one listener on the window, set up as soon as this module runs. On a
 * server-rendered page, clicks from before (the letter shows before the app is asked for) were
 * noted by the boot script (public/boot.js) on <html data-admin-clicks>: the run of those still
 * within the reset time of each other and of now counts first.
 */
function takeOverClicks(root: HTMLElement) {
  const noted = (root.dataset.adminClicks ?? '').split(' ').filter(Boolean).map(Number);
  root.removeAttribute('data-admin-clicks');
  root.setAttribute('data-admin-live', '');
  let from = noted.length;
  let next = Date.now();
  while (from > 0 && next - noted[from - 1]! < ADMIN_TRIGGER_RESET_MS) next = noted[--from]!;
  for (const at of noted.slice(from)) addClick(at);
  // On the way down, at the window: React stops a click on the footer while it has not taken the
  // footer over yet (its code comes when the visitor nears it), before the click goes further.
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('[data-admin-trigger]')) addClick(Date.now());
    },
    true,
  );
}

if (typeof document !== 'undefined') takeOverClicks(document.documentElement);

/**
 * The footer's hidden admin access: seven clicks in a row on the letter marked with
 * `data-admin-trigger` go to /admin; the count starts over three seconds after the last click.
 * Once the app runs, the way there is a client-side navigation; before, a page load.
 */
export function useAdminTrigger(): void {
  const navigate = useNavigate();
  useEffect(() => {
    openAdmin = () => void navigate({ to: '/admin' });
    return () => {
      openAdmin = loadAdmin;
    };
  }, [navigate]);
}
