export { SaleFiltersPanel, type SaleFiltersPanelProps, type SaleFiltersValue } from './SaleFiltersPanel';
