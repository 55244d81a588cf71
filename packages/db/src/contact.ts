// `@nbt/db/contact`: the visitors' requests and the office's notes and replies on them.
export * from './repositories/contact-requests.repository.js';
export * from './repositories/request-work.repository.js';
