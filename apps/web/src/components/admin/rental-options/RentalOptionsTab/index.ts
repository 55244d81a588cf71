export { RentalOptionsTab } from './RentalOptionsTab';
