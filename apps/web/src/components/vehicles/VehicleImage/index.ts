export { VEHICLE_PLACEHOLDER_SRC, VehicleImage, vehiclePlaceholder } from './VehicleImage';
