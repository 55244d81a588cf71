export { hasPerformance, VehicleDetails } from './VehicleDetails';
