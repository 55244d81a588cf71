import type { DB } from '@nbt/db';

import type { AppConfig } from './env.js';
import type { ImageStorage } from './lib/storage.js';

/** Where a request came from, for the access log and rate limits. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /**
   * The login device cookie this browser holds for a user, once its signature is checked; absent
   * for callers that are not browsers' requests.
   */
  deviceOf?: (userId: number) => string | undefined;
}

/** The signed-in user behind a request. */
export interface Actor extends Pick<RequestMeta, 'ip' | 'userAgent'> {
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
