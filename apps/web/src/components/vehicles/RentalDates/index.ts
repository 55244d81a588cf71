export { RentalDates } from './RentalDates';
