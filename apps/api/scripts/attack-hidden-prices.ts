/**
 * Hidden prices, for scripts/attack.ts: the back office knows them; no public answer or page may
 * carry them, in any of the ways a price can be written.
 */
import { type Record, via } from './attack-kit.js';

export async function attackHiddenPrices(base: string, ownerCookies: string, record: Record) {
  const fleet = (await (
    await fetch(`${base}/api/vehicles`, { headers: via('203.0.113.20', { cookie: ownerCookies }) })
  ).json()) as { [field: string]: unknown }[];
  const hidden = fleet.filter((vehicle) => vehicle.hide_price === true);
  const prices = hidden
    .flatMap((vehicle) => [vehicle.sale_price_euros, vehicle.price_per_day])
    .filter((price): price is number => typeof price === 'number' && price > 0);
  const spellings = prices.flatMap((price) => [
    String(price),
    price.toLocaleString('it-IT'),
    price.toLocaleString('en-GB'),
    String(price / 100),
    (price / 100).toLocaleString('it-IT', { minimumFractionDigits: 2 }),
  ]);
  const publicPaths = [
    '/api/vehicles',
    '/api/trpc/vehicles.list',
    '/',
    '/veicoli',
    '/sitemap.xml',
    ...hidden.flatMap((vehicle) => [
      `/api/vehicles/${vehicle.id}`,
      `/api/trpc/vehicles.byId?input=${encodeURIComponent(JSON.stringify({ id: vehicle.id }))}`,
      `/veicoli/${vehicle.id}`,
      `/en/veicoli/${vehicle.id}`,
      `/de/veicoli/${vehicle.id}`,
    ]),
  ];
  const leaks: string[] = [];
  for (const path of publicPaths) {
    const text = await (await fetch(`${base}${path}`, { headers: via('203.0.113.21') })).text();
    const found = spellings.find((spelling) =>
      new RegExp(`(^|[^\\d.,])${spelling.replace(/[.]/g, '\\.')}([^\\d]|$)`).test(text),
    );
    if (found) leaks.push(`${path} (${found})`);
  }
  record(
    'Hidden prices in public answers and pages',
    'none',
    hidden.length === 0
      ? 'no hidden-price vehicle to test'
      : leaks.length
        ? leaks.join(', ')
        : `none in ${publicPaths.length} answers`,
    hidden.length > 0 && leaks.length === 0,
  );
}
