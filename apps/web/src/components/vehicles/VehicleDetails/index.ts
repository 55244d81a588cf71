export { VehicleDetails } from './VehicleDetails';
