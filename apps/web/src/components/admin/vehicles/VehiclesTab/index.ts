export { VehiclesTab } from './VehiclesTab';
