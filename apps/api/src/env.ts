import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';

import { z } from 'zod';

import { numberBetween } from './number-setting.js';
import { checkMailSettings, type MailConfig, mailConfig, MAIL_SETTINGS } from './modules/mail/mail.settings.js';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'use 1 or 0 (or true/false, yes/no, on/off)' })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** Addresses proxy-addr knows by name: 127.0.0.1/8 and ::1, link-local, private ranges. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which hops may speak for the client. The number of proxies in front (the client is the address
 * the outermost of them saw, whatever the client wrote into X-Forwarded-For before it), or the
 * proxies' own addresses. Never "trust everything": that lets every request name its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'the number of reverse proxies in front (e.g. 1), or their addresses (e.g. 10.0.0.5, 10.0.0.0/8, loopback); 0 for none',
    });
    return z.NEVER;
  });

/**
 * Where the data is kept: unset or `sqlite:` is the SQLite file DATA_DIR/nbt.db; a
 * `postgres://user:password@host:port/database` address is that PostgreSQL server.
 */
const databaseUrl = z
  .string()
  .trim()
  .refine((value) => value === 'sqlite:' || /^postgres(ql)?:\/\/[^/?#]+\/[^/?#]+/i.test(value), {
    error: 'sqlite: (the file DATA_DIR/nbt.db) or postgres://user:password@host:5432/database',
  });

/** Where an S3-protocol bucket is and how to address it; credentials come from the SDK's own chain. */
export interface BucketLocation {
  bucket: string;
  /** '' or a folder-like prefix ending in '/', e.g. 'photos/'. */
  prefix: string;
  /** The server's address for stores other than AWS (MinIO, R2); undefined for AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

const STORAGE_URL_FORMAT =
  'file: (the folder UPLOADS_DIR) or s3://BUCKET[/PREFIX][?endpoint=https://…&region=…&forcePathStyle=true]';
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[\w.-]+$/;
const STORAGE_PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * STORAGE_URL: unset or `file:` keeps the photos in the folder; `s3://…` names a bucket. A typo in
 * a parameter is refused rather than ignored, and so are credentials in the address: they belong
 * in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or a role), where the SDK reads them.
 */
const storageUrl = z
  .string()
  .trim()
  .transform((value, ctx): (Omit<BucketLocation, 'region'> & { region: string | undefined }) | undefined => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === 'file:') return undefined;
    if (!value.startsWith('s3://') || !URL.canParse(value)) return refuse(STORAGE_URL_FORMAT);
    const url = new URL(value);
    if (url.username || url.password) {
      return refuse('no credentials in the address: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or use a role)');
    }
    if (!BUCKET_NAME.test(url.hostname) || url.port) {
      return refuse('the bucket name: 3 to 63 lowercase letters, digits, dots and hyphens');
    }
    const segments = url.pathname.split('/').filter((segment) => segment !== '');
    // The URL parser folds '..' away ('s3://b/../x' is 's3://b/x'), so the raw text is checked too.
    const raw = value.split(/[?#]/)[0]!.split('/');
    if (
      [...raw, ...segments].some((segment) => /^\.+$/.test(segment)) ||
      !segments.every((s) => PREFIX_SEGMENT.test(s))
    ) {
      return refuse('the prefix: folder names of letters, digits, _ . and -');
    }
    for (const name of url.searchParams.keys()) {
      if (!STORAGE_PARAMETERS.has(name))
        return refuse(`unknown parameter "${name}": endpoint, region or forcePathStyle`);
    }
    const endpoint = url.searchParams.get('endpoint') ?? undefined;
    if (endpoint !== undefined) {
      const parsed = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) {
        return refuse(
          'endpoint: the store’s http(s) address without credentials, e.g. endpoint=https://minio.example:9000',
        );
      }
    }
    const region = url.searchParams.get('region') ?? undefined;
    if (region !== undefined && !/^[a-z0-9-]{1,40}$/.test(region))
      return refuse('region: e.g. eu-south-1, or auto for R2');
    const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
    const forcePathStyle = flag.safeParse(pathStyle);
    if (!forcePathStyle.success) return refuse('forcePathStyle: true or false');
    return {
      bucket: url.hostname,
      prefix: segments.map((segment) => `${segment}/`).join(''),
      endpoint: endpoint?.replace(/\/+$/, ''),
      region,
      forcePathStyle: forcePathStyle.data,
    };
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: numberBetween(0, 65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .refine((value) => !value.split(/[\\/]/).includes('..'), { error: 'must not contain ".."' }),
    ADMIN_USERNAME: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[\p{L}\p{N}._@-]+$/u, { error: 'letters, digits and . _ @ - only' })
      .default('admin'),
    ADMIN_PASSWORD: z.string().min(8, { error: 'at least 8 characters' }).max(256).optional(),
    /** Unset: demo data on a new database only. */
    DEMO_DATA: flag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** auto: Secure cookies when the request came over HTTPS (directly or, with TRUST_PROXY, via a proxy). */
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    TRUST_PROXY: trustProxy.default(false),
    SESSION_IDLE_MINUTES: numberBetween(1, 10_080).default(120),
    SESSION_ABSOLUTE_HOURS: numberBetween(1, 720).default(12),
    UPLOAD_MAX_FILE_MB: numberBetween(1, 50, { integer: false }).default(10),
    /** The public address of the site, for absolute links in meta tags and the sitemap. */
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'an http(s) address, e.g. https://www.example.it' }).optional(),
    DATABASE_URL: databaseUrl.optional(),
    /** PostgreSQL only: connections each server process keeps open at most. */
    DATABASE_POOL_SIZE: numberBetween(2, 100).default(10),
    /** PostgreSQL only: a statement, or a wait for a lock, cancelled after this long. */
    DATABASE_STATEMENT_TIMEOUT_MS: numberBetween(100, 600_000).default(10_000),
    /** Unset: DATA_DIR/uploads. Machines sharing one database share this folder too. */
    UPLOADS_DIR: z
      .string()
      .min(1)
      .refine((value) => !value.split(/[\\/]/).includes('..'), { error: 'must not contain ".."' })
      .optional(),
    /** Prometheus metrics on 127.0.0.1 at this port (never the public one); none when unset. */
    METRICS_PORT: numberBetween(0, 65535).optional(),
    /**
     * On SIGTERM, how long /api/ready answers 503 while requests are still served, so a load
     * balancer takes the machine out before it stops taking requests.
     */
    SHUTDOWN_DRAIN_SECONDS: numberBetween(0, 60).default(5),
    STORAGE_URL: storageUrl.optional(),
    /** Where browsers fetch the photos from instead of /uploads/ (a CDN, a public bucket). */
    PUBLIC_UPLOADS_URL: z
      .url({ protocol: /^https$/, error: 'an https address, e.g. https://photos.example.it/uploads' })
      .optional(),
    /**
     * The key device cookies are signed with; unset: the file DATA_DIR/cookie-secret, made on the
     * first start. Never kept in the database, so a backup or a copy of it cannot forge cookies.
     */
    COOKIE_SECRET: z
      .string()
      .min(32, { error: 'at least 32 characters of a random value, e.g. the output of: openssl rand -base64 32' })
      .max(1024, { error: 'at most 1024 characters' })
      .optional(),
    /** SMTP_URL, MAIL_FROM, LEAD_NOTIFY_TO: e-mail of new requests to the office and to the visitor. */
    ...MAIL_SETTINGS,
  })
  .refine((env) => env.TRUST_PROXY === false || env.PUBLIC_URL !== undefined, {
    // Behind a proxy the Host header is whatever the proxy passed on: absolute links (canonical,
    // Open Graph, sitemap) must come from the site's own address, never from a request.
    path: ['PUBLIC_URL'],
    error: 'required when TRUST_PROXY is set: the address visitors use, e.g. https://www.example.it',
  });

const CheckedEnvSchema = EnvSchema.superRefine(checkMailSettings);

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  uploadsDir: string;
  /** STORAGE_URL's bucket; undefined keeps the photos in `uploadsDir`. */
  storage: BucketLocation | undefined;
  /** The photos' public address instead of /uploads/ (no trailing slash); undefined: the site serves them. */
  publicUploadsUrl: string | undefined;
  /** DATABASE_URL when it names a PostgreSQL server; undefined for the SQLite file. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseStatementTimeoutMs: number;
  adminUsername: string;
  adminPassword: string | undefined;
  demoData: boolean | undefined;
  logLevel: Env['LOG_LEVEL'];
  cookieSecure: Env['COOKIE_SECURE'];
  /** Fastify's trustProxy: false, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  uploadMaxFileBytes: number;
  publicUrl: string | undefined;
  /** METRICS_PORT: Prometheus metrics on 127.0.0.1 at this port; undefined for none. */
  metricsPort: number | undefined;
  shutdownDrainMs: number;
  /** COOKIE_SECRET: the signing key; undefined reads (or makes) the key file in `dataDir`. */
  cookieSecret: string | undefined;
  /** Unset SMTP_URL: no e-mail is sent and the back office says notifications are off. */
  mail: MailConfig | undefined;
  /** The built web app served as static files; absent in API-only tests. */
  webDistDir: string | undefined;
  /** The web app's server-rendering bundle; without it the pages are rendered in the browser. */
  webSsrEntry: string | undefined;
}

/** Reads every setting once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  paths: { webDistDir?: string; webSsrEntry?: string } = {},
): AppConfig {
  const parsed = CheckedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseFile: resolve(dataDir, 'nbt.db'),
    uploadsDir: env.UPLOADS_DIR ? resolve(process.cwd(), env.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    storage: env.STORAGE_URL && { ...env.STORAGE_URL, region: env.STORAGE_URL.region ?? 'us-east-1' },
    publicUploadsUrl: env.PUBLIC_UPLOADS_URL?.replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL?.startsWith('sqlite:') ? undefined : env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    demoData: env.DEMO_DATA,
    logLevel: env.LOG_LEVEL,
    cookieSecure: env.COOKIE_SECURE,
    trustProxy: env.TRUST_PROXY,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    uploadMaxFileBytes: Math.round(env.UPLOAD_MAX_FILE_MB * 1024 * 1024),
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    metricsPort: env.METRICS_PORT,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    cookieSecret: env.COOKIE_SECRET,
    mail: mailConfig(env),
    webDistDir: paths.webDistDir,
    webSsrEntry: paths.webSsrEntry,
  };
}

/**
 * Settings that start the site but are likely a mistake, each as a sentence for the start-up log.
 * In production without PUBLIC_URL every absolute link (canonical, hreflang, Open Graph, sitemap)
 * names http://localhost, which search engines and link previews then follow. On PostgreSQL
 * without COOKIE_SECRET each machine makes a key file of its own, and a device cookie then counts
 * only on the machine that set it.
 */
export function configWarnings(
  config: Pick<AppConfig, 'env' | 'publicUrl' | 'databaseUrl' | 'cookieSecret'>,
): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.publicUrl) {
    warnings.push(
      'PUBLIC_URL is not set: canonical, hreflang, Open Graph and sitemap links will say http://localhost. ' +
        'Set it to the address visitors use, e.g. PUBLIC_URL=https://www.example.it',
    );
  }
  if (config.env === 'production' && config.databaseUrl && !config.cookieSecret) {
    warnings.push(
      'COOKIE_SECRET is not set: the cookie signing key is this machine’s DATA_DIR/cookie-secret. With several ' +
        'machines on one PostgreSQL database, set COOKIE_SECRET to the same random value on every machine.',
    );
  }
  return warnings;
}
