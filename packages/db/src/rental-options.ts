// `@nbt/db/rental-options`: the catalogue of the rental offer's options.
export * from './repositories/rental-options.repository.js';
