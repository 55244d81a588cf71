import { Trans, useLingui } from '@lingui/react/macro';
import { Title, VisuallyHidden } from '@mantine/core';
import { vehicleImages } from '@nbt/validation';
import { Link } from '@tanstack/react-router';
import { use, useEffect, useId, useState } from 'react';
import { PageContainer } from '../../../components/layout/Section';
import { VehicleImage } from '../../../components/vehicles/VehicleImage';
import { useLocale } from '../../../components/vehicles/use-locale';
import { compareSearch } from '../../../lib/compare';
import { usePageLive } from '../../../lib/page-live';
import { type ReadAnswer, usePublicData } from '../../../lib/public-data';
import { statusLabel } from '../../../lib/presentation/vehicles';
import { setCompared } from '../../../lib/saved-vehicles';
import classes from './ComparePage.module.css';
import { compareRows } from './compare-rows';

type Vehicle = ReadAnswer<'vehicles.byId'>;

export interface ComparePageProps {
  /** The vehicles shown, in the address's order (their answers are in the page's data). */
  ids: number[];
  /** Ids of vehicles that are not there (any more). */
  unknown: number[];
  /** Words of the address that are not a vehicle's number. */
  invalid: string[];
  /** Ids past the third. */
  extra: number[];
}

/** What the page left out of the address, and why, in a sentence each. */
function Notices({ unknown, invalid, extra }: Omit<ComparePageProps, 'ids'>) {
  const { t } = useLingui();
  const notices: string[] = [];
  if (invalid.length > 0) {
    const words = invalid.join(', ');
    notices.push(t`Questi identificativi non sono validi e sono stati ignorati: ${words}.`);
  }
  if (unknown.length > 0) {
    const numbers = unknown.join(', ');
    notices.push(t`Questi veicoli non sono più disponibili: n. ${numbers}.`);
  }
  if (extra.length > 0) notices.push(t`Si possono confrontare al massimo tre veicoli: abbiamo tenuto i primi tre.`);
  if (notices.length === 0) return null;
  return (
    <div className={classes.notices} data-testid="compare-notices">
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  );
}

/** A vehicle's column head: photo, name to its page, status, and the way to drop it or ask about it. */
function VehicleHead({ vehicle, others }: { vehicle: Vehicle; others: number[] }) {
  const { t, i18n } = useLingui();
  const name = `${vehicle.brand} ${vehicle.model}`;
  return (
    <th scope="col" className={classes.vehicle}>
      <VehicleImage
        src={vehicleImages(vehicle)[0]}
        alt=""
        width={320}
        height={240}
        sizes="(min-width: 48em) 320px, 45vw"
        maxVariantWidth={640}
        className={classes.photo}
      />
      <Link to="/veicoli/$vehicleId" params={{ vehicleId: String(vehicle.id) }} className={classes.name}>
        {name}
      </Link>
      {vehicle.status === 'disponibile' ? null : (
        <span className={classes.status}>{statusLabel(i18n, vehicle.status)}</span>
      )}
      <span className={classes.actions}>
        <Link to="/" search={{ veicolo: vehicle.id }} hash="contatti" className={classes.ask}>
          <Trans>Richiedi informazioni</Trans>
        </Link>
        <Link to="/confronta" search={compareSearch(others)} className={classes.remove} aria-label={t`Togli ${name}`}>
          <Trans>Togli</Trans>
        </Link>
      </span>
    </th>
  );
}

/**
 * The comparison: a column per vehicle and a line per fact, the lines whose values differ marked,
 * 'Solo le differenze' to hide the others. On a phone the table scrolls sideways under the facts'
 * names, which stay in place.
 */
export function ComparePage({ ids, unknown, invalid, extra }: ComparePageProps) {
  usePageLive();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const data = usePublicData();
  const titleId = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // The loader read them: each `use` answers at once.
  const vehicles: Vehicle[] = [];
  for (const id of ids) vehicles.push(use(data.read('vehicles.byId', { id })));
  const rows = compareRows(vehicles, i18n, locale);
  // The comparison on screen is the one the cards' buttons add to from now on.
  useEffect(() => setCompared(ids), [ids]);

  return (
    <PageContainer className={classes.page}>
      <Title order={1} id={titleId} className={classes.title}>
        <Trans>Confronto veicoli</Trans>
      </Title>
      <Notices unknown={unknown} invalid={invalid} extra={extra} />
      {vehicles.length < 2 ? (
        <p className={classes.empty}>
          {vehicles.length === 0 ? (
            <Trans>Nessun veicolo da confrontare.</Trans>
          ) : (
            <Trans>Aggiungi almeno un altro veicolo per confrontarli.</Trans>
          )}{' '}
          <Trans>Scegli fino a tre veicoli dalla flotta con il pulsante «Confronta».</Trans>{' '}
          <Link to="/veicoli" search={{ tab: 'auto' }} className={classes.fleet}>
            <Trans>Vai alla flotta</Trans>
          </Link>
        </p>
      ) : null}
      {vehicles.length > 0 ? (
        <>
          {vehicles.length > 1 ? (
            <div className={classes.legend}>
              <p>
                <span className={classes.swatch} aria-hidden="true" />
                <Trans>Evidenziate le caratteristiche che cambiano da un veicolo all'altro.</Trans>
              </p>
              <label className={classes.toggle}>
                <input
                  type="checkbox"
                  checked={onlyDifferences}
                  onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
                />
                <Trans>Solo le differenze</Trans>
              </label>
            </div>
          ) : null}
          {/* Focusable, so a keyboard scrolls it sideways on a narrow screen. */}
          <div className={classes.scroller} role="region" aria-labelledby={titleId} tabIndex={0}>
            <table className={classes.table} data-testid="compare-table" data-columns={vehicles.length}>
              <thead>
                <tr>
                  <td className={classes.corner} />
                  {vehicles.map((vehicle) => (
                    <VehicleHead key={vehicle.id} vehicle={vehicle} others={ids.filter((id) => id !== vehicle.id)} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows
                  .filter((row) => row.differs || !onlyDifferences)
                  .map((row) => (
                    <tr key={row.key} data-differs={row.differs || undefined}>
                      <th scope="row">
                        {row.label}
                        {row.differs ? <VisuallyHidden component="span">{t`(cambia)`}</VisuallyHidden> : null}
                      </th>
                      {row.values.map((value, index) => (
                        <td key={vehicles[index]!.id} dir="auto" lang={value?.lang}>
                          {value ? value.text : <span className={classes.unstated}>{t`Non indicato`}</span>}
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </PageContainer>
  );
}
