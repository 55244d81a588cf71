/**
 * Records what the REST /api answers, request by request, on a fresh app seeded through the API:
 * status, the headers a client acts on, and the body (times, tokens and ETag values replaced by
 * placeholders so two runs compare). Also writes the OpenAPI document. Run on two commits and diff
 * the outputs to show the contract did not move:
 *
 *   pnpm --filter @nbt/api exec tsx scripts/record-answers.ts /tmp/answers-before
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { InjectOptions } from 'fastify';

import { buildTestApp } from '../test/build-app.js';
import { contactBody, multipart, officeBody, vehicleBody } from '../test/helpers.js';

const out = process.argv[2];
if (!out) throw new Error('usage: record-answers.ts OUTPUT_DIR');
mkdirSync(out, { recursive: true });

const KEPT_HEADERS = [
  'content-type',
  'content-encoding',
  'content-disposition',
  'cache-control',
  'vary',
  'etag',
  'retry-after',
  'set-cookie',
  'location',
  'allow',
];

function normalize(text: string): string {
  return text
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
    .replace(/W\/"[^"]+"/g, '<etag>')
    .replace(/nbt_session=[\w-]+/g, 'nbt_session=<token>')
    .replace(/Expires=[^;]+/g, 'Expires=<time>');
}

const t = await buildTestApp({ PUBLIC_URL: 'https://www.example.it' });
const records: string[] = [];
const admin = await t.login();
await t.addUser('viewer', 'Viewer-Pass-123', false);
const viewer = await t.login('viewer', 'Viewer-Pass-123');

async function record(label: string, options: InjectOptions, cookie?: string) {
  const response = cookie ? await t.injectAs(cookie, options) : await t.app.inject(options);
  const headers = Object.fromEntries(
    KEPT_HEADERS.filter((name) => response.headers[name] !== undefined).map((name) => [
      name,
      normalize(String(response.headers[name])),
    ]),
  );
  const type = String(response.headers['content-type'] ?? '');
  const binary = response.headers['content-encoding'] || !/json|text/.test(type);
  const body = binary ? `<${response.rawPayload.length > 0 ? 'bytes' : 'empty'}>` : normalize(response.body);
  records.push(
    [
      `### ${label}: ${options.method ?? 'GET'} ${options.url}`,
      String(response.statusCode),
      JSON.stringify(headers, null, 1),
      body,
    ].join('\n'),
  );
  return response;
}

const json = (method: InjectOptions['method'], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
});

// Health and the session
await record('health', json('GET', '/api/health'));
await record('ready', json('GET', '/api/ready'));
await record('me anonymous', json('GET', '/api/auth/me'));
await record('me admin', json('GET', '/api/auth/me'), admin);
await record('me viewer', json('GET', '/api/auth/me'), viewer);
await record('login wrong', json('POST', '/api/auth/login', { username: 'admin', password: 'wrong-password-1' }));
await record('login invalid', json('POST', '/api/auth/login', { username: '' }));
await record('login ok', json('POST', '/api/auth/login', { username: 'viewer', password: 'Viewer-Pass-123' }));
await record('logout anonymous', json('POST', '/api/auth/logout'));
const spare = await t.login('viewer', 'Viewer-Pass-123');
await record('logout', json('POST', '/api/auth/logout'), spare);
await record('logout ended', json('GET', '/api/auth/me'), spare);
await record(
  'create-admin anonymous',
  json('POST', '/api/auth/create-admin', { username: 'x1', password: 'Xx-Pass-12345' }),
);
await record(
  'create-admin viewer',
  json('POST', '/api/auth/create-admin', { username: 'x2', password: 'Xx-Pass-12345' }),
  viewer,
);
await record(
  'create-admin admin',
  json('POST', '/api/auth/create-admin', { username: 'x3', password: 'Xx-Pass-12345' }),
  admin,
);
await record(
  'create-admin taken',
  json('POST', '/api/auth/create-admin', { username: 'x3', password: 'Xx-Pass-12345' }),
  admin,
);
await record('create-admin invalid', json('POST', '/api/auth/create-admin', { username: 'x4' }), admin);

// Vehicles
await record('vehicles empty', json('GET', '/api/vehicles'));
await record('vehicle create anonymous', json('POST', '/api/vehicles', vehicleBody()));
await record('vehicle create viewer', json('POST', '/api/vehicles', vehicleBody()), viewer);
await record('vehicle create invalid', json('POST', '/api/vehicles', vehicleBody({ year: 'x', brand: '' })), admin);
await record('vehicle create', json('POST', '/api/vehicles', vehicleBody()), admin);
await record(
  'vehicle create hidden price',
  json(
    'POST',
    '/api/vehicles',
    vehicleBody({
      brand: 'Audi',
      hide_price: true,
      listing_type: 'sale',
      sale_price_euros: 30000,
      price_per_day: null,
    }),
  ),
  admin,
);
await record('vehicle create cross-site', {
  ...json('POST', '/api/vehicles', vehicleBody()),
  headers: { origin: 'https://evil.example', cookie: admin },
});
await record('vehicle create text/plain', {
  method: 'POST',
  url: '/api/vehicles',
  payload: 'x',
  headers: { 'content-type': 'text/plain', cookie: admin },
});
await record('vehicle create bad json', {
  method: 'POST',
  url: '/api/vehicles',
  payload: '{',
  headers: { 'content-type': 'application/json', cookie: admin },
});
const list = await record('vehicles', json('GET', '/api/vehicles'));
await record('vehicles gzip', { ...json('GET', '/api/vehicles'), headers: { 'accept-encoding': 'gzip' } });
await record('vehicles br', { ...json('GET', '/api/vehicles'), headers: { 'accept-encoding': 'br' } });
await record('vehicles 304', {
  ...json('GET', '/api/vehicles'),
  headers: { 'if-none-match': String(list.headers.etag) },
});
await record('vehicles admin', json('GET', '/api/vehicles'), admin);
await record('vehicles viewer', json('GET', '/api/vehicles'), viewer);
const one = await record('vehicle 1', json('GET', '/api/vehicles/1'));
await record('vehicle 1 304', {
  ...json('GET', '/api/vehicles/1'),
  headers: { 'if-none-match': String(one.headers.etag) },
});
await record('vehicle 2 hidden', json('GET', '/api/vehicles/2'));
await record('vehicle 2 admin', json('GET', '/api/vehicles/2'), admin);
await record('vehicle 999', json('GET', '/api/vehicles/999'));
await record('vehicle abc', json('GET', '/api/vehicles/abc'));
await record('vehicle HEAD', { method: 'HEAD', url: '/api/vehicles/1' });
await record('vehicle update', json('PUT', '/api/vehicles/1', vehicleBody({ model: 'Serie 3' })), admin);
await record('vehicle update 404', json('PUT', '/api/vehicles/999', vehicleBody()), admin);
await record('vehicle update invalid', json('PUT', '/api/vehicles/1', { brand: 'x' }), admin);
await record('vehicle update anonymous', json('PUT', '/api/vehicles/1', vehicleBody()));
await record('vehicle sell', json('PUT', '/api/vehicles/1/sell'), admin);
await record('vehicle sell json empty', {
  method: 'PUT',
  url: '/api/vehicles/1/sell',
  headers: { 'content-type': 'application/json', cookie: admin },
});
await record('vehicle sell 404', json('PUT', '/api/vehicles/999/sell'), admin);
await record('vehicle buy-back', json('PUT', '/api/vehicles/1/buy-back'), admin);
await record('vehicle buy-back 404', json('PUT', '/api/vehicles/999/buy-back'), admin);
await record('vehicle delete', json('DELETE', '/api/vehicles/2'), admin);
await record('vehicle delete 404', json('DELETE', '/api/vehicles/2'), admin);
await record('vehicle delete viewer', json('DELETE', '/api/vehicles/1'), viewer);

// Uploads (stay a REST route; recorded to show they did not move either)
await record('upload not multipart', json('POST', '/api/upload/vehicle-images', {}), admin);
const form = multipart([{ name: 'x', data: 'y' }]);
await record('upload no images', {
  method: 'POST',
  url: '/api/upload/vehicle-images',
  payload: form.payload,
  headers: { ...form.headers, cookie: admin },
});

// Offices
await record('offices empty', json('GET', '/api/company-info'));
await record('office create', json('POST', '/api/company-info', officeBody({ isMainOffice: true })), admin);
await record(
  'office create 2',
  json('POST', '/api/company-info', officeBody({ name: 'Sede di Monza', city: 'Monza' })),
  admin,
);
await record('office create invalid', json('POST', '/api/company-info', officeBody({ email: 'nope' })), admin);
await record('office create anonymous', json('POST', '/api/company-info', officeBody()));
const offices = await record('offices', json('GET', '/api/company-info'));
await record('offices 304', {
  ...json('GET', '/api/company-info'),
  headers: { 'if-none-match': String(offices.headers.etag) },
});
await record('office update', json('PUT', '/api/company-info/2', officeBody({ name: 'Sede di Lecco' })), admin);
await record('office update 404', json('PUT', '/api/company-info/99', officeBody()), admin);
await record('office delete', json('DELETE', '/api/company-info/2'), admin);
await record('office delete 404', json('DELETE', '/api/company-info/2'), admin);

// Contact
await record('contact', json('POST', '/api/contact', contactBody({ vehicleId: 1 })));
await record('contact honeypot', json('POST', '/api/contact', contactBody({ website: 'http://spam' })));
await record('contact invalid', json('POST', '/api/contact', contactBody({ email: 'x' })));
await record('contact requests anonymous', json('GET', '/api/admin/contact-requests'));
await record('contact requests viewer', json('GET', '/api/admin/contact-requests'), viewer);
await record('contact requests', json('GET', '/api/admin/contact-requests'), admin);
await record('contact status', json('PATCH', '/api/admin/contact-requests/1', { status: 'contattata' }), admin);
await record('contact status invalid', json('PATCH', '/api/admin/contact-requests/1', { status: 'x' }), admin);
await record('contact status 404', json('PATCH', '/api/admin/contact-requests/99', { status: 'contattata' }), admin);
await record('contact resend mail off', json('POST', '/api/admin/contact-requests/1/resend-notification'), admin);

// Users
await record('users', json('GET', '/api/admin/users'), admin);
await record('users viewer', json('GET', '/api/admin/users'), viewer);
await record('user create', json('POST', '/api/admin/users', { username: 'luca', password: 'Luca-Pass-1234' }), admin);
await record(
  'user create taken',
  json('POST', '/api/admin/users', { username: 'luca', password: 'Luca-Pass-1234' }),
  admin,
);
await record('user create invalid', json('POST', '/api/admin/users', { username: 'l' }), admin);
await record('user update', json('PUT', '/api/admin/users/4', { username: 'luca2', password: '' }), admin);
await record('user update 404', json('PUT', '/api/admin/users/99', { username: 'luca3', password: '' }), admin);
await record('user delete 1', json('DELETE', '/api/admin/users/1'), admin);
await record('user delete', json('DELETE', '/api/admin/users/4'), admin);
await record('user delete 404', json('DELETE', '/api/admin/users/4'), admin);

// Reads of private data
await record('access log viewer', json('GET', '/api/admin/access-logs'), viewer);
await record('access log', json('GET', '/api/admin/access-logs'), admin);
await record('export', {
  ...json('GET', '/api/admin/export'),
  headers: { 'sec-fetch-site': 'same-origin', cookie: admin },
});
await record('export cross-site', {
  ...json('GET', '/api/admin/export'),
  headers: { 'sec-fetch-site': 'cross-site', cookie: admin },
});
await record('backup cross-site', {
  ...json('GET', '/api/admin/backup'),
  headers: { 'sec-fetch-site': 'cross-site', cookie: admin },
});

// Unknown addresses and methods
await record('unknown api path', json('GET', '/api/nothing-here'));
await record('wrong method', json('PATCH', '/api/vehicles'));
await record('escaped prefix', json('GET', '/%61pi/vehicles/1'));

// tRPC answers of the same operations
await record('trpc vehicles.list', json('GET', '/api/trpc/vehicles.list'));
await record(
  'trpc vehicles.byId missing',
  json('GET', `/api/trpc/vehicles.byId?input=${encodeURIComponent('{"id":999}')}`),
);
await record('trpc offices.list', json('GET', '/api/trpc/offices.list'));
await record('trpc auth.me', json('GET', '/api/trpc/auth.me'), admin);
await record('trpc admin.vehicles.search anonymous', json('GET', '/api/trpc/admin.vehicles.search'));
await record(
  'trpc admin.vehicles.search',
  json('GET', `/api/trpc/admin.vehicles.search?input=${encodeURIComponent('{"q":"1"}')}`),
  admin,
);
await record('trpc admin.users.list', json('GET', '/api/trpc/admin.users.list'), admin);
await record('trpc admin.contactRequests.countNew', json('GET', '/api/trpc/admin.contactRequests.countNew'), admin);
await record(
  'trpc admin.offices.update invalid',
  json('POST', '/api/trpc/admin.offices.update', { id: 1, data: {} }),
  admin,
);
await record('trpc contact.create', json('POST', '/api/trpc/contact.create', contactBody()));

const documentResponse = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
writeFileSync(join(out, 'openapi.json'), `${JSON.stringify(documentResponse.json(), null, 2)}\n`);
writeFileSync(join(out, 'answers.txt'), `${records.join('\n\n')}\n`);
await t.close();
console.log(`${records.length} answers and the OpenAPI document written to ${out}`);
