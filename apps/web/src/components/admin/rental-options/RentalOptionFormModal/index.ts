export { RentalOptionFormModal } from './RentalOptionFormModal';
