import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Clicks on the hidden letter that open the admin area, and the pause that resets the count (spec §4, §9). */
export const ADMIN_TRIGGER_CLICKS = 7;
export const ADMIN_TRIGGER_RESET_MS = 3000;

const loadAdmin = () => window.location.assign('/admin');
let openAdmin = loadAdmin;
let count = 0;
let resetTimer: number | undefined;

/**
 * Counted by one listener on the document, set up as soon as this module runs: a server-rendered
 * page shows the letter before React has taken it over, and clicks in that moment count too.
 */
function countClick(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('[data-admin-trigger]')) return;
  window.clearTimeout(resetTimer);
  count += 1;
  if (count >= ADMIN_TRIGGER_CLICKS) {
    count = 0;
    openAdmin();
    return;
  }
  resetTimer = window.setTimeout(() => {
    count = 0;
  }, ADMIN_TRIGGER_RESET_MS);
}

if (typeof document !== 'undefined') document.addEventListener('click', countClick);

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
