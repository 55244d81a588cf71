// `@nbt/validation/rules`: the shared limits, lists and checks that run without zod. The web app's
// public pages import from here, so what a phone downloads first holds no schema library.
export * from './contact-rules.js';
export * from './ids.js';
export * from './images.js';
export * from './messages.js';
export * from './office-rules.js';
export * from './office-hours.js';
export * from './site.js';
export * from './text-rules.js';
export * from './transport.js';
export * from './vehicle-rules.js';
export * from './heavy-fleet.js';
export * from './rental-dates.js';
export * from './rental-times.js';
// The quote's rules (no schema): the list cards price a period with the same tiers as the server.
export * from './rental-quote.js';
export * from './vehicle-state.js';
export * from './reservation-rules.js';
export * from './vehicle-browse.js';
export * from './name-matching.js';
export * from './vehicle-texts.js';
export * from './vehicle-text-in.js';
export * from './sale-rules.js';
export * from './novice-drivers.js';
export * from './sale-filters.js';
export * from './finance-math.js';
export * from './formats.js';
export * from './service-details-rules.js';
export * from './service-kinds.js';
