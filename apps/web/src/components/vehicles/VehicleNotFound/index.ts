export { VehicleNotFound } from './VehicleNotFound';
