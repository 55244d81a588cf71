import { Trans } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import type { Vehicle } from '@nbt/validation';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { similarVehicles } from '../../../lib/vehicles';
import { VehicleCardSkeleton } from '../VehicleCard';
import { VehicleGrid } from '../VehicleGrid';
import classes from './SimilarVehicles.module.css';
import { ResponsiveGrid } from '../../layout/ResponsiveGrid';

/** How many alternatives a sold vehicle's page suggests. */
export const SIMILAR_LIMIT = 3;

/**
 * Up to three available vehicles of the same category, shown on a sold vehicle's page. Hidden
 * when there are none or the list can't be loaded: it is a suggestion, not the page's content.
 */
export function SimilarVehicles({ vehicle }: { vehicle: Vehicle }) {
  const trpc = useTRPC();
  const { data, isPending } = useQuery(trpc.vehicles.list.queryOptions());
  const similar = data ? similarVehicles(vehicle, data, SIMILAR_LIMIT) : [];
  if (!isPending && similar.length === 0) return null;

  return (
    <section className={classes.root} aria-labelledby="veicoli-simili" aria-busy={isPending}>
      <Title order={2} id="veicoli-simili" className={classes.title}>
        <Trans>Veicoli simili disponibili</Trans>
      </Title>
      {isPending ? (
        <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
          {Array.from({ length: SIMILAR_LIMIT }, (_, index) => (
            <VehicleCardSkeleton key={index} />
          ))}
        </ResponsiveGrid>
      ) : (
        <VehicleGrid vehicles={similar} headingOrder={3} priorityFirst={false} />
      )}
    </section>
  );
}
