export { VehicleCard, VehicleCardSkeleton } from './VehicleCard';
