import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { compareSearch } from '../../../lib/compare';
import { COMPARE_MAX, setCompared, useCompareRefusals } from '../../../lib/saved-vehicles';
import classes from './CompareBar.module.css';

/** How many vehicles are set aside, the way to compare them (two at least) and to start again. */
export function CompareBar({ ids }: { ids: readonly number[] }) {
  const { t } = useLingui();
  const count = ids.length;
  const max = COMPARE_MAX;
  const refused = useCompareRefusals() > 0 && count >= max;
  return (
    <aside className={classes.bar} aria-label={t`Confronto`} data-testid="compare-bar">
      <p className={classes.count} role="status">
        <Trans>
          {count} di {max} veicoli da confrontare
        </Trans>
        {refused ? (
          <span className={classes.refused}>
            {' '}
            <Trans>Puoi confrontare al massimo tre veicoli: togline uno dal confronto.</Trans>
          </span>
        ) : null}
      </p>
      <div className={classes.actions}>
        <Button variant="subtle" color="gray" onClick={() => setCompared([])}>
          <Trans>Svuota</Trans>
        </Button>
        {count > 1 ? (
          <Button
            color="gold.5"
            renderRoot={(props) => <Link {...props} to="/confronta" search={compareSearch(ids)} />}
          >
            <Trans>Confronta ora</Trans>
          </Button>
        ) : (
          <span className={classes.hint}>
            <Trans>Scegline almeno un altro</Trans>
          </span>
        )}
      </div>
    </aside>
  );
}
