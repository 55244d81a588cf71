export { CardSpecs, VehicleCard, VehicleCardSkeleton } from './VehicleCard';
