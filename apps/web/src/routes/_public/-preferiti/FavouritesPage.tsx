import { Trans } from '@lingui/react/macro';
import { Button, Title } from '@mantine/core';
import { ClientOnly, Link } from '@tanstack/react-router';
import { PageContainer } from '../../../components/layout/Section';
import { CompareTray } from '../../../components/vehicles/SaveButtons/section';
import { VehicleGrid, VehicleGridSkeleton } from '../../../components/vehicles/VehicleGrid';
import { openCookieSettings, useConsent } from '../../../lib/consent';
import { usePageLive } from '../../../lib/page-live';
import { usePublicValue } from '../../../lib/public-data';
import { useSavedVehicles } from '../../../lib/saved-vehicles';
import classes from './FavouritesPage.module.css';

/** The favourites kept on this device, newest first, as the fleet lists them now (a vehicle gone is left out). */
function FavouritesList() {
  const ids = useSavedVehicles('favourites');
  const fleet = usePublicValue('vehicles.list', undefined, ids.length > 0);
  if (ids.length === 0) {
    return (
      <p className={classes.text}>
        <Trans>Non hai ancora salvato nessun veicolo. Tocca il cuore su un veicolo per ritrovarlo qui.</Trans>{' '}
        <Link to="/veicoli" search={{ tab: 'auto' }} className={classes.link}>
          <Trans>Vai alla flotta</Trans>
        </Link>
      </p>
    );
  }
  if (fleet.isPending) return <VehicleGridSkeleton count={Math.min(ids.length, 3)} />;
  if (!fleet.data) {
    return (
      <p className={classes.text} role="alert">
        <Trans>Errore nel caricamento dei veicoli</Trans>
      </p>
    );
  }
  const byId = new Map(fleet.data.map((vehicle) => [vehicle.id, vehicle]));
  const vehicles = [...ids].reverse().flatMap((id) => byId.get(id) ?? []);
  return <VehicleGrid vehicles={vehicles} priorityFirst={false} />;
}

/**
 * The favourites page. Without a consent to preference cookies nothing is kept: the page says so
 * and opens the cookie settings.
 */
export function FavouritesPage() {
  usePageLive();
  const { preferences } = useConsent();
  return (
    <PageContainer className={classes.page}>
      <Title order={1} className={classes.title}>
        <Trans>I tuoi preferiti</Trans>
      </Title>
      {/* What this device keeps is the browser's to read: the server writes the frame only. */}
      <ClientOnly fallback={<VehicleGridSkeleton count={3} />}>
        {preferences.preferences ? (
          <FavouritesList />
        ) : (
          <div className={classes.consent} data-testid="favourites-consent">
            <p className={classes.text}>
              <Trans>
                I preferiti restano solo su questo dispositivo, e per tenerli ci serve il tuo consenso ai cookie di
                preferenza. Senza, non salviamo nulla.
              </Trans>
            </p>
            <Button color="gold.5" onClick={openCookieSettings}>
              <Trans>Impostazioni cookie</Trans>
            </Button>
          </div>
        )}
      </ClientOnly>
      <CompareTray />
    </PageContainer>
  );
}
