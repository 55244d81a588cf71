import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { Vehicle } from '@nbt/validation';
import { IconArrowsLeftRight, IconHeart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { PAGE_CATALOGS, withCatalog } from '../../../lib/i18n';
import { toggleCompare, toggleFavourite, useSavedVehicles } from '../../../lib/saved-vehicles';

/** Why the favourites cannot be kept, and the way to allow them: its code and messages load on that tap. */
const FavouritesConsent = lazy(() =>
  withCatalog(PAGE_CATALOGS.sale, () => import('./FavouritesConsent')).then((module) => ({
    default: module.FavouritesConsent,
  })),
);

export interface SaveButtonsProps {
  vehicle: Pick<Vehicle, 'id' | 'brand' | 'model'>;
  className?: string | undefined;
}

/**
 * The heart that keeps a vehicle among the favourites and 'Confronta', which puts it in the
 * comparison (at most three): both toggle, and say so (`aria-pressed`). Without a consent to
 * preference cookies the heart keeps nothing and explains why.
 */
export function SaveButtons({ vehicle, className }: SaveButtonsProps) {
  const { t } = useLingui();
  const name = `${vehicle.brand} ${vehicle.model}`;
  const favourite = useSavedVehicles('favourites').includes(vehicle.id);
  const compared = useSavedVehicles('compare').includes(vehicle.id);
  const [explaining, setExplaining] = useState(false);
  return (
    <div className={className}>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant={favourite ? 'filled' : 'default'}
          size="compact-md"
          h={40}
          aria-pressed={favourite}
          aria-label={t`Salva ${name} nei preferiti`}
          onClick={() => {
            if (toggleFavourite(vehicle.id) === 'no-consent') setExplaining(true);
          }}
        >
          <IconHeart size={20} stroke={1.6} fill={favourite ? 'currentColor' : 'none'} aria-hidden="true" />
        </Button>
        <Button
          variant={compared ? 'filled' : 'default'}
          size="compact-md"
          h={40}
          aria-pressed={compared}
          aria-label={t`Confronta ${name}`}
          leftSection={<IconArrowsLeftRight size={18} stroke={1.6} aria-hidden="true" />}
          // A fourth is refused: the comparison's bar, on screen by then, says why.
          onClick={() => toggleCompare(vehicle.id)}
        >
          {t`Confronta`}
        </Button>
      </Group>
      {explaining ? (
        <Suspense fallback={null}>
          <FavouritesConsent vehicleId={vehicle.id} onDone={() => setExplaining(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
