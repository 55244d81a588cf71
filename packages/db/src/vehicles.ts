// `@nbt/db/vehicles`: the vehicles, one at a time and as the back office searches them.
export * from './repositories/vehicles.repository.js';
export * from './repositories/vehicle-search.repository.js';
