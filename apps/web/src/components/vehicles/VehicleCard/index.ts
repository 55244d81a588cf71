export { VehicleCard, type VehicleCardProps, VehicleCardSkeleton } from './VehicleCard';
