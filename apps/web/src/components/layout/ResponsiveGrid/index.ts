export { ResponsiveGrid } from './ResponsiveGrid';
