export { VEHICLE_PLACEHOLDER_SRC, VehicleImage, type VehicleImageProps } from './VehicleImage';
