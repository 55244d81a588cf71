import type { DB } from '@nbt/db';

import type { AppConfig } from './env.js';
import type { ImageStorage } from './lib/storage.js';

/** Where a request came from, for the access log and rate limits. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** The signed-in user behind a request. */
export interface Actor extends RequestMeta {
  userId: number;
  username: string;
  isAdmin: boolean;
  sessionId: string;
}

/** What every service may need (the database, the settings, the photo storage), built once per app. */
export interface Dependencies {
  db: DB;
  config: AppConfig;
  storage: ImageStorage;
}
