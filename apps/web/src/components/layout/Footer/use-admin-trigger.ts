import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';

/** Clicks on the hidden letter that open the admin area, and the pause that resets the count (spec §4, §9). */
export const ADMIN_TRIGGER_CLICKS = 7;
export const ADMIN_TRIGGER_RESET_MS = 3000;

/**
 * The footer's hidden admin access: seven clicks in a row go to /admin; the count starts over
 * three seconds after the last click.
 */
export function useAdminTrigger(): () => void {
  const navigate = useNavigate();
  const count = useRef(0);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  return useCallback(() => {
    window.clearTimeout(resetTimer.current);
    count.current += 1;
    if (count.current >= ADMIN_TRIGGER_CLICKS) {
      count.current = 0;
      void navigate({ to: '/admin' });
      return;
    }
    resetTimer.current = window.setTimeout(() => {
      count.current = 0;
    }, ADMIN_TRIGGER_RESET_MS);
  }, [navigate]);
}
