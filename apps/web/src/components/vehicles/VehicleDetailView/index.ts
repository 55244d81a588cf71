export {
  FinanceBlock,
  PriceTiers,
  RentalDatesSlot,
  VehicleDetailPending,
  VehicleDetails,
  VehicleDetailView,
} from './VehicleDetailView';
