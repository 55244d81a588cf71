export { VehicleGrid, VehicleGridSkeleton } from './VehicleGrid';
