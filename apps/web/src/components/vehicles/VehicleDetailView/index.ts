export { VehicleDetailPending, VehicleDetailView } from './VehicleDetailView';
