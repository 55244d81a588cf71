/**
 * Hostile requests, for scripts/attack.ts: encoded paths from another site, a forged access-log
 * line through an office name, the site's host under another scheme, malformed uploads, and
 * __proto__ in a tRPC query's input.
 */
import { type Credentials, contactForm, postJson, type Record, via } from './attack-kit.js';

export async function attackRequests(base: string, admin: Credentials, ownerCookies: string, record: Record) {
  const asOwner = via('203.0.113.20', { cookie: ownerCookies });

  // Encoded paths from another site.
  const crossSite = via('203.0.113.23', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  const encodedLogin = await postJson(base, '/%61pi/auth/login', admin, crossSite);
  const encodedContact = await postJson(base, '/%61pi/contact', contactForm('Cross-site'), crossSite);
  record(
    'Cross-site login and contact via /%61pi/',
    '403 both',
    `HTTP ${encodedLogin.status}, ${encodedContact.status}`,
    encodedLogin.status === 403 && encodedContact.status === 403,
  );

  // A forged line in the access log through an office name.
  const forged = await postJson(
    base,
    '/api/company-info',
    {
      name: 'Sede\n2026-01-01T00:00:00.000Z - LOGIN_SUCCESS - admin',
      phone: '+39 02 1234567',
      email: 'sede@example.com',
      address: 'Via Roma 1',
      city: 'Milano',
      postalCode: '20100',
      country: 'Italia',
      isMainOffice: false,
    },
    asOwner,
  );
  const entries = (await (await fetch(`${base}/api/admin/access-logs`, { headers: asOwner })).json()) as {
    details: string | null;
  }[];
  const multiLine = entries.filter((entry) => /[\r\n\u2028\u2029]/.test(entry.details ?? '')).length;
  record(
    'Forged access-log line via an office name',
    'refused, no entry spans lines',
    `HTTP ${forged.status}, ${multiLine} multi-line entries`,
    forged.status === 400 && multiLine === 0,
  );

  // The site's own host under https:// while it is served over http://.
  const otherScheme = via('203.0.113.25', { origin: base.replace(/^http:/, 'https:') });
  const schemeWrite = await postJson(base, '/api/contact', contactForm('Origin https'), otherScheme);
  const schemeDownloads = await Promise.all(
    ['/api/admin/export', '/api/admin/backup'].map(async (path) => {
      const answer = await fetch(`${base}${path}`, { headers: { ...otherScheme, cookie: ownerCookies } });
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  record(
    'https:// Origin on the http:// site',
    '403 for the write and both downloads',
    `HTTP ${schemeWrite.status}, ${schemeDownloads.join(', ')}`,
    schemeWrite.status === 403 && schemeDownloads.every((status) => status === 403),
  );

  // Malformed uploads: no boundary, a boundary too long, a body cut short.
  const boundary = 'nbt-attack-boundary';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const uploads = await Promise.all(
    [
      ['multipart/form-data', `${part}${'x'.repeat(64)}\r\n--${boundary}--\r\n`],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, `${part}xx`],
      [`multipart/form-data; boundary=${boundary}`, `${part}${'x'.repeat(64)}`],
    ].map(async ([type, body]) => {
      const answer = await fetch(`${base}/api/upload/vehicle-images`, {
        method: 'POST',
        headers: via('203.0.113.20', { cookie: ownerCookies, 'content-type': type! }),
        body,
      });
      return answer.status;
    }),
  );
  record(
    'Malformed uploads (no boundary, overlong, cut short)',
    '4xx each',
    `HTTP ${uploads.join(', ')}`,
    uploads.every((status) => status >= 400 && status < 500),
  );

  // __proto__ in a tRPC query's input, alone and in a batch.
  const polluted = await Promise.all(
    [
      `/api/trpc/vehicles.byId?input=${encodeURIComponent('{"id":1,"__proto__":{"isAdmin":true}}')}`,
      `/api/trpc/vehicles.byId,vehicles.list?batch=1&input=${encodeURIComponent('{"0":{"id":1},"1":{"__proto__":{"isAdmin":true}}}')}`,
    ].map(async (path) => (await fetch(`${base}${path}`, { headers: via('203.0.113.26') })).status),
  );
  record(
    'tRPC GET with __proto__ (single, batch)',
    '400 both',
    `HTTP ${polluted.join(', ')}`,
    polluted.every((status) => status === 400),
  );
}
