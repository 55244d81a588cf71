import type { DB } from '@nbt/db/client';

import type { AppConfig } from './env.js';
import type { ImageStorage } from './lib/storage.js';
import type { SigningKeys } from './modules/auth/signing-key.js';
import type { OutboxSignal } from './modules/mail/mail.service.js';

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

/** The input of a call on one record, by its id (the `:id` of its REST path). */
export interface IdParams {
  id: number;
}

/** The input of a change to one record: its id and its new data. */
export interface IdAnd<T> extends IdParams {
  data: T;
}

/** Who asks: a signed-in user with the request it sent, or a visitor known by the request only. */
export type Caller = (Actor & RequestMeta) | RequestMeta;

/** The signed-in user behind a caller, if any. */
export const signedIn = (caller: Caller): Actor | undefined => ('userId' in caller ? caller : undefined);

/**
 * What every service may need (the database, the settings, the photo storage, the mail worker's
 * wake-up), built once per app. Services take `(deps, actor, input)`: what they work with, who asks
 * (an `Actor`, or a `Caller` where anyone may), and what was asked.
 */
export interface Dependencies {
  db: DB;
  config: AppConfig;
  storage: ImageStorage;
  outbox: OutboxSignal;
  /** The cookie signing keys, kept out of the database. */
  keys: SigningKeys;
}
