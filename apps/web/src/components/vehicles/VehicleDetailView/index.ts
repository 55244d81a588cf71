export { VehicleDetailPending, VehicleDetailView, type VehicleDetailViewProps } from './VehicleDetailView';
