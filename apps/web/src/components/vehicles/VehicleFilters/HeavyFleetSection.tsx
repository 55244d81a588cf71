import { serverRenderedSection } from '../../../lib/server-rendered-section';

/**
 * The trucks' and machines' filters: written by the server with the list, their code fetched beside
 * the page's first script, which the other tabs' visitors never need.
 */
export const HeavyFleetFilters = serverRenderedSection(() =>
  import('./HeavyFleetFilters').then((module) => module.HeavyFleetFilters),
);
