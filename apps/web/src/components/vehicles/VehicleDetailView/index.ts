export { FinanceBlock, PriceTiers, VehicleDetailPending, VehicleDetails, VehicleDetailView } from './VehicleDetailView';
