export { VehicleFormModal, type VehicleFormTarget } from './VehicleFormModal';
