import { STATIC_PAGES, type StaticPageKey } from '@nbt/validation';
import { describe, expect, it } from 'vitest';
import { Route as CookiePolicy } from '../cookie-policy';
import { Route as Home } from '../index';
import { Route as PrivacyPolicy } from '../privacy-policy';
import { Route as FleetServices } from '../servizi-flotta';
import { Route as Vehicles } from './index';

type MetaEntry = { title?: string; name?: string; content?: string } | undefined;

const ROUTES: Record<StaticPageKey, { options: { head?: unknown } }> = {
  home: Home,
  fleetServices: FleetServices,
  vehicles: Vehicles,
  privacy: PrivacyPolicy,
  cookies: CookiePolicy,
};

/** A static route's head, as the router computes it (these heads read nothing from their arguments). */
function headOf(route: { options: { head?: unknown } }): MetaEntry[] {
  const head = route.options.head as (() => { meta?: MetaEntry[] }) | undefined;
  return head?.().meta ?? [];
}

/**
 * The server writes each public page's title and description into the HTML (apps/api pages
 * module, from STATIC_PAGES); the route `head`s must set the very same Italian texts, or a shared
 * link and the browser tab would disagree.
 */
describe('public page heads agree with the server', () => {
  for (const [key, page] of Object.entries(STATIC_PAGES) as [StaticPageKey, (typeof STATIC_PAGES)[StaticPageKey]][]) {
    it(page.path, () => {
      const meta = headOf(ROUTES[key]);
      expect(meta.find((entry) => entry?.title)?.title).toBe(page.title);
      expect(meta.find((entry) => entry?.name === 'description')?.content).toBe(page.description);
    });
  }
});
