export { FinanceBlock, VehicleDetailPending, VehicleDetails, VehicleDetailView } from './VehicleDetailView';
