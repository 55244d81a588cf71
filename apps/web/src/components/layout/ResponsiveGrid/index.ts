export { ResponsiveGrid, type GridColumns } from './ResponsiveGrid';
