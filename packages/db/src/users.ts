// `@nbt/db/users`: the office's accounts and their sessions.
export * from './repositories/users.repository.js';
export * from './repositories/sessions.repository.js';
