// What the time selects compute: loaded when a request has dates, not with the form itself.
export { ANY_HOUR, pickupOfficeOf, timeChoices } from '@nbt/validation/rules';
export { rentalTimes } from '../../../lib/rental-times';
