import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { type AppConfig, configWarnings, loadConfig } from '../src/env.js';

const repoFile = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

/** The variables loadConfig reads, found by handing it an environment that records every lookup. */
function variablesRead(): string[] {
  const read = new Set<string>();
  const recorder = new Proxy<Record<string, string | undefined>>(
    {},
    {
      get(_target, key) {
        if (typeof key === 'string') read.add(key);
        return undefined;
      },
    },
  );
  loadConfig(recorder);
  return [...read].sort();
}

/** The rows of README's settings table: variable → its default column. */
function readmeSettings(): Map<string, string> {
  const section = repoFile('README.md')
    .split(/^## Settings$/m)[1]!
    .split(/^## /m)[0]!;
  const rows = [...section.matchAll(/^\|\s*`([A-Z_]+)`\s*\|([^|]*)\|/gm)];
  return new Map(rows.map((row) => [row[1]!, row[2]!.trim()]));
}

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has a default for every setting', () => {
    const dataDir = resolve(process.cwd(), 'data');
    expect(loadConfig({})).toEqual<AppConfig>({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseFile: resolve(dataDir, 'nbt.db'),
      uploadsDir: resolve(dataDir, 'uploads'),
      // Unset: the photos in the folder uploadsDir, served by the site.
      storage: undefined,
      publicUploadsUrl: undefined,
      // Unset: the SQLite file in DATA_DIR.
      databaseUrl: undefined,
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 10_000,
      adminUsername: 'admin',
      // Unset: generated on the first start and printed once, never a fixed default.
      adminPassword: undefined,
      // Unset: demo data on a new database only (bootstrap decides).
      demoData: undefined,
      logLevel: 'info',
      cookieSecure: 'auto',
      trustProxy: false,
      sessionIdleMs: 120 * 60_000,
      sessionAbsoluteMs: 12 * 3_600_000,
      uploadMaxFileBytes: 10 * 1024 * 1024,
      publicUrl: undefined,
      metricsPort: undefined,
      shutdownDrainMs: 5_000,
      // Unset: the key file DATA_DIR/cookie-secret.
      cookieSecret: undefined,
      mail: undefined,
      webDistDir: undefined,
      webSsrEntry: undefined,
    });
  });

  it('reads every setting it is given', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/srv/nbt',
        ADMIN_USERNAME: 'capo',
        ADMIN_PASSWORD: 'Una-Password-Lunga',
        DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
        COOKIE_SECURE: 'true',
        TRUST_PROXY: '1',
        SESSION_IDLE_MINUTES: '30',
        SESSION_ABSOLUTE_HOURS: '8',
        UPLOAD_MAX_FILE_MB: '2.5',
        PUBLIC_URL: 'https://www.nbt.example/',
        DATABASE_URL: 'postgres://nbt:segreta@db.nbt.example:5432/nbt',
        DATABASE_POOL_SIZE: '20',
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        UPLOADS_DIR: '/mnt/condivisa/foto',
        METRICS_PORT: '9464',
        SHUTDOWN_DRAIN_SECONDS: '15',
        STORAGE_URL:
          's3://nbt-foto/sito/?endpoint=https://minio.nbt.example:9000/&region=eu-south-1&forcePathStyle=true',
        PUBLIC_UPLOADS_URL: 'https://foto.nbt.example/sito/',
        COOKIE_SECRET: 'una-chiave-casuale-lunga-almeno-32-caratteri',
      },
      { webDistDir: '/app/web', webSsrEntry: '/app/ssr.js' },
    );
    expect(config).toEqual<AppConfig>({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/nbt',
      databaseFile: '/srv/nbt/nbt.db',
      uploadsDir: '/mnt/condivisa/foto',
      storage: {
        bucket: 'nbt-foto',
        prefix: 'sito/',
        endpoint: 'https://minio.nbt.example:9000',
        region: 'eu-south-1',
        forcePathStyle: true,
      },
      publicUploadsUrl: 'https://foto.nbt.example/sito',
      databaseUrl: 'postgres://nbt:segreta@db.nbt.example:5432/nbt',
      databasePoolSize: 20,
      databaseStatementTimeoutMs: 5000,
      adminUsername: 'capo',
      adminPassword: 'Una-Password-Lunga',
      demoData: false,
      logLevel: 'warn',
      cookieSecure: 'true',
      trustProxy: 1,
      sessionIdleMs: 30 * 60_000,
      sessionAbsoluteMs: 8 * 3_600_000,
      uploadMaxFileBytes: Math.round(2.5 * 1024 * 1024),
      // Without the trailing slash, so paths can be appended.
      publicUrl: 'https://www.nbt.example',
      metricsPort: 9464,
      shutdownDrainMs: 15_000,
      cookieSecret: 'una-chiave-casuale-lunga-almeno-32-caratteri',
      mail: undefined,
      webDistDir: '/app/web',
      webSsrEntry: '/app/ssr.js',
    });
  });

  it('reads sqlite: as the SQLite file in DATA_DIR, postgresql:// as a server, and a relative UPLOADS_DIR', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: ' postgresql://nbt@127.0.0.1/nbt ' }).databaseUrl).toBe(
      'postgresql://nbt@127.0.0.1/nbt',
    );
    expect(loadConfig({ UPLOADS_DIR: 'condivisa/foto' }).uploadsDir).toBe(resolve(process.cwd(), 'condivisa/foto'));
  });

  it('reads STORAGE_URL: file: is the folder, s3:// a bucket with its prefix and parameters', () => {
    expect(loadConfig({ STORAGE_URL: 'file:' }).storage).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: 's3://nbt-foto' }).storage).toEqual({
      bucket: 'nbt-foto',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ STORAGE_URL: ' s3://nbt.foto/a/b?region=auto&forcePathStyle=0 ' }).storage).toEqual({
      bucket: 'nbt.foto',
      prefix: 'a/b/',
      endpoint: undefined,
      region: 'auto',
      forcePathStyle: false,
    });
  });

  it('refuses a STORAGE_URL it cannot use, without repeating credentials', () => {
    const storageRefusal = (value: string) => refusal({ STORAGE_URL: value }).split('\n')[1];
    expect(storageRefusal('')).toMatch(/^ {2}STORAGE_URL: file: \(the folder UPLOADS_DIR\) or s3:\/\/BUCKET/);
    expect(storageRefusal('https://nbt-foto.s3.amazonaws.com')).toMatch(/^ {2}STORAGE_URL: file: /);
    expect(storageRefusal('s3://AKIA1:Segret0@nbt-foto')).toBe(
      '  STORAGE_URL: no credentials in the address: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or use a role)',
    );
    expect(refusal({ STORAGE_URL: 's3://AKIA1:Segret0@nbt-foto' })).not.toContain('Segret0');
    expect(storageRefusal('s3://NBT_Foto')).toMatch(/the bucket name/);
    expect(storageRefusal('s3://nb')).toMatch(/the bucket name/);
    expect(storageRefusal('s3://nbt-foto/../altro')).toMatch(/the prefix/);
    expect(storageRefusal('s3://nbt-foto/a b')).toMatch(/the prefix/);
    expect(storageRefusal('s3://nbt-foto?endpont=https://x.example')).toBe(
      '  STORAGE_URL: unknown parameter "endpont": endpoint, region or forcePathStyle',
    );
    expect(storageRefusal('s3://nbt-foto?endpoint=ftp://x.example')).toMatch(/^ {2}STORAGE_URL: endpoint: /);
    expect(storageRefusal('s3://nbt-foto?endpoint=https://k:Segret0@x.example')).toMatch(
      /^ {2}STORAGE_URL: endpoint: /,
    );
    expect(storageRefusal('s3://nbt-foto?region=EU%20South')).toMatch(/^ {2}STORAGE_URL: region: /);
    expect(storageRefusal('s3://nbt-foto?forcePathStyle=forse')).toBe('  STORAGE_URL: forcePathStyle: true or false');
    expect(refusal({ PUBLIC_UPLOADS_URL: 'http://foto.nbt.example' })).toBe(
      'Invalid settings:\n  PUBLIC_UPLOADS_URL: an https address, e.g. https://photos.example.it/uploads',
    );
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/nbt' }).dataDir).toBe(resolve(process.cwd(), 'var/nbt'));
    // '..' inside a name is not a parent directory.
    expect(loadConfig({ DATA_DIR: 'dati..vecchi' }).dataDir).toBe(resolve(process.cwd(), 'dati..vecchi'));
  });

  it('takes the edge values and trims what people type around them', () => {
    // 0: the system picks a free port (what the process tests use).
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ PORT: ' 8080 ' }).port).toBe(8080);
    expect(loadConfig({ ADMIN_USERNAME: ' capo ' }).adminUsername).toBe('capo');
    expect(loadConfig({ ADMIN_PASSWORD: '12345678' }).adminPassword).toBe('12345678');
    expect(loadConfig({ SESSION_IDLE_MINUTES: '10080', SESSION_ABSOLUTE_HOURS: '720' })).toMatchObject({
      sessionIdleMs: 10_080 * 60_000,
      sessionAbsoluteMs: 720 * 3_600_000,
    });
    expect(loadConfig({ UPLOAD_MAX_FILE_MB: '50' }).uploadMaxFileBytes).toBe(50 * 1024 * 1024);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('warns at start-up when production runs without PUBLIC_URL (its links would say http://localhost)', () => {
    const [warning, ...more] = configWarnings(loadConfig({ NODE_ENV: 'production' }));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^PUBLIC_URL is not set: .*http:\/\/localhost/);
    expect(configWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.nbt.example' }))).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('warns when production runs on PostgreSQL without COOKIE_SECRET (each machine would make its own key)', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.nbt.example' };
    const postgres = { ...production, DATABASE_URL: 'postgres://nbt:segreta@db.nbt.example:5432/nbt' };
    const [warning, ...more] = configWarnings(loadConfig(postgres));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^COOKIE_SECRET is not set: .*same random value on every machine/);
    expect(configWarnings(loadConfig({ ...postgres, COOKIE_SECRET: 'x'.repeat(32) }))).toEqual([]);
    expect(configWarnings(loadConfig(production))).toEqual([]);
  });

  it('refuses a COOKIE_SECRET shorter than 32 characters, naming it', () => {
    for (const value of ['', 'corta', 'x'.repeat(31)]) {
      expect(refusal({ COOKIE_SECRET: value })).toMatch(/^\s+COOKIE_SECRET: at least 32 characters/m);
    }
    expect(refusal({ COOKIE_SECRET: 'x'.repeat(1025) })).toMatch(/^\s+COOKIE_SECRET: at most 1024 characters/m);
    expect(loadConfig({ COOKIE_SECRET: 'x'.repeat(32) }).cookieSecret).toBe('x'.repeat(32));
  });

  describe('booleans', () => {
    it.each(['1', 'true', 'yes', 'on'])('reads %s as on', (value) => {
      expect(loadConfig({ DEMO_DATA: value })).toMatchObject({ demoData: true });
    });

    it.each(['0', 'false', 'no', 'off'])('reads %s as off', (value) => {
      expect(loadConfig({ DEMO_DATA: value, TRUST_PROXY: value })).toMatchObject({
        demoData: false,
        trustProxy: false,
      });
    });

    it.each(['', 'TRUE', 'si', '2', 'enabled'])('refuses %j, saying what is accepted', (value) => {
      expect(refusal({ DEMO_DATA: value })).toBe(
        'Invalid settings:\n  DEMO_DATA: use 1 or 0 (or true/false, yes/no, on/off)',
      );
    });
  });

  describe('TRUST_PROXY', () => {
    const site = { PUBLIC_URL: 'https://www.nbt.example' };

    it('takes the number of proxies in front, or their addresses', () => {
      expect(loadConfig({ ...site, TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ ...site, TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
      expect(loadConfig({ ...site, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
        '10.0.0.5',
        '10.1.0.0/16',
        'loopback',
      ]);
      expect(loadConfig({ ...site, TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
    });

    // 'true' would trust every hop: each request could then name its own address.
    it.each(['', 'true', 'yes', 'on', '11', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', 'maybe'])(
      'refuses %j, saying what is accepted',
      (value) => {
        expect(refusal({ ...site, TRUST_PROXY: value })).toMatch(
          /^Invalid settings:\n {2}TRUST_PROXY: the number of reverse proxies in front/,
        );
      },
    );

    it("requires PUBLIC_URL, so no Host header ever makes the site's links", () => {
      expect(refusal({ TRUST_PROXY: '1' })).toBe(
        'Invalid settings:\n  PUBLIC_URL: required when TRUST_PROXY is set: the address visitors use, e.g. https://www.example.it',
      );
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    });
  });

  describe('refuses a bad value with a message naming the variable', () => {
    it.each([
      ['PORT', 'abc', 'a whole number from 0 to 65535'],
      ['PORT', '70000', 'a whole number from 0 to 65535'],
      ['PORT', '-1', 'a whole number from 0 to 65535'],
      ['PORT', '3000.5', 'a whole number from 0 to 65535'],
      ['PORT', '0x10', 'a whole number from 0 to 65535'],
      ['PORT', '1e3', 'a whole number from 0 to 65535'],
      // Empty is not 0 (which would listen on a random port).
      ['PORT', '', 'a whole number from 0 to 65535'],
      ['PORT', '  ', 'a whole number from 0 to 65535'],
      ['HOST', '', ''],
      ['HOST', '   ', ''],
      ['DATA_DIR', '', ''],
      ['DATA_DIR', '../fuori', 'must not contain ".."'],
      ['DATA_DIR', '/srv/nbt/../etc', 'must not contain ".."'],
      ['DATA_DIR', 'dati\\..\\fuori', 'must not contain ".."'],
      ['ADMIN_USERNAME', '', ''],
      ['ADMIN_USERNAME', 'mario rossi', 'letters, digits and . _ @ - only'],
      ['ADMIN_USERNAME', 'x'.repeat(51), ''],
      ['ADMIN_PASSWORD', '', 'at least 8 characters'],
      ['ADMIN_PASSWORD', 'corta', 'at least 8 characters'],
      ['ADMIN_PASSWORD', 'x'.repeat(257), ''],
      ['LOG_LEVEL', 'verbose', ''],
      ['LOG_LEVEL', 'INFO', ''],
      ['COOKIE_SECURE', '1', ''],
      ['NODE_ENV', 'prod', ''],
      ['SESSION_IDLE_MINUTES', '0', 'a whole number from 1 to 10080'],
      ['SESSION_IDLE_MINUTES', '10081', 'a whole number from 1 to 10080'],
      ['SESSION_IDLE_MINUTES', '', 'a whole number from 1 to 10080'],
      ['SESSION_ABSOLUTE_HOURS', '721', 'a whole number from 1 to 720'],
      ['SESSION_ABSOLUTE_HOURS', '1.5', 'a whole number from 1 to 720'],
      ['UPLOAD_MAX_FILE_MB', '0.5', 'a number from 1 to 50'],
      ['UPLOAD_MAX_FILE_MB', '51', 'a number from 1 to 50'],
      ['UPLOAD_MAX_FILE_MB', 'dieci', 'a number from 1 to 50'],
      ['PUBLIC_URL', 'www.nbt.example', 'an http(s) address, e.g. https://www.example.it'],
      ['PUBLIC_URL', 'javascript:alert(1)', 'an http(s) address, e.g. https://www.example.it'],
      ['PUBLIC_URL', 'ftp://nbt.example', 'an http(s) address, e.g. https://www.example.it'],
      [
        'DATABASE_URL',
        'mysql://nbt@db/nbt',
        'sqlite: (the file DATA_DIR/nbt.db) or postgres://user:password@host:5432/database',
      ],
      [
        'DATABASE_URL',
        'sqlite:/srv/altro.db',
        'sqlite: (the file DATA_DIR/nbt.db) or postgres://user:password@host:5432/database',
      ],
      [
        'DATABASE_URL',
        'postgres://db.nbt.example',
        'sqlite: (the file DATA_DIR/nbt.db) or postgres://user:password@host:5432/database',
      ],
      ['DATABASE_URL', '', 'sqlite: (the file DATA_DIR/nbt.db) or postgres://user:password@host:5432/database'],
      ['DATABASE_POOL_SIZE', '1', 'a whole number from 2 to 100'],
      ['DATABASE_POOL_SIZE', '101', 'a whole number from 2 to 100'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '50', 'a whole number from 100 to 600000'],
      ['UPLOADS_DIR', '', ''],
      ['UPLOADS_DIR', '/srv/../etc', 'must not contain ".."'],
    ])('%s=%j', (name, value, message) => {
      const text = refusal({ [name]: value });
      expect(text).toMatch(new RegExp(`^Invalid settings:\\n {2}${name}: .+`));
      if (message) expect(text.split('\n')[1]).toBe(`  ${name}: ${message}`);
    });

    it('names every bad variable at once, one per line', () => {
      expect(refusal({ PORT: 'abc', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' }).split('\n')).toEqual([
        'Invalid settings:',
        '  PORT: a whole number from 0 to 65535',
        expect.stringMatching(/^ {2}LOG_LEVEL: /),
        expect.stringMatching(/^ {2}TRUST_PROXY: /),
      ]);
    });

    it('never repeats the password it refuses', () => {
      expect(refusal({ ADMIN_PASSWORD: 'Segret0' })).not.toContain('Segret0');
      expect(refusal({ DATABASE_URL: 'mysql://nbt:Segret0@db/nbt' })).not.toContain('Segret0');
    });
  });

  describe('matches the documentation', () => {
    const read = variablesRead();

    it('README lists exactly the variables the server reads', () => {
      expect([...readmeSettings().keys()].sort()).toEqual(read);
    });

    it('.env.example lists them too', () => {
      const listed = [...repoFile('.env.example').matchAll(/^#?\s*([A-Z_]+)=/gm)].map((match) => match[1]!);
      expect([...new Set(listed)].sort()).toEqual(read);
    });

    it("setting a variable to README's default changes nothing", () => {
      const defaults = loadConfig({});
      const documented = [...readmeSettings()].flatMap(([name, column]) => {
        const value = /^`([^`]*)`/.exec(column)?.[1];
        return value === undefined ? [] : [[name, value] as const];
      });
      expect(documented.map(([name]) => name)).toEqual(
        expect.arrayContaining(['PORT', 'HOST', 'DATA_DIR', 'ADMIN_USERNAME', 'LOG_LEVEL', 'TRUST_PROXY']),
      );
      for (const [name, value] of documented) expect(loadConfig({ [name]: value }), name).toEqual(defaults);
    });
  });
});
