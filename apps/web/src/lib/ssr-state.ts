/** The `<script type="application/json">` that carries the server's answers to the browser. */
export const SSR_STATE_ID = 'nbt-state';

/**
 * The answers the server wrote into the page (lib/public-data.ts, by read key), if any (none on
 * the back office or in development): the browser's router takes over the server's matches without
 * running their loaders again, so the first render reads what the server's did.
 */
export function readServerState(): Record<string, unknown> | undefined {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    const state: unknown = JSON.parse(element.textContent);
    return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
