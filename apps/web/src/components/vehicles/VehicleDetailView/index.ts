export { VehicleDetailPending, VehicleDetails, VehicleDetailView } from './VehicleDetailView';
