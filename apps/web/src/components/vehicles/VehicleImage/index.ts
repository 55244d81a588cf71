export { VEHICLE_PLACEHOLDER_SRC, VehicleImage } from './VehicleImage';
