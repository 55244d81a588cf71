// `@nbt/db/reservations`: the bookings, what they hold of the fleet, and the calendar feeds that publish them.
export * from './repositories/reservations.repository.js';
export * from './repositories/reservation-holds.repository.js';
export * from './repositories/reservation-writes.repository.js';
export * from './repositories/calendar-feeds.repository.js';
