export { VEHICLE_LIST_SKELETONS, VehicleGrid, type VehicleGridProps, VehicleGridSkeleton } from './VehicleGrid';
