import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { todayInRome } from '@nbt/validation/rules';
import { IconChevronDown } from '@tabler/icons-react';
import { VEHICLE_SORTS, type VehicleSort } from '@nbt/validation/rules';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { VehicleListSearch } from '../../../lib/vehicles';
import { capitalize, fuelLabel, transmissionLabel } from '../../../lib/presentation/vehicles';
import classes from './VehicleFilters.module.css';

const SORT_LABELS: Record<VehicleSort, MessageDescriptor> = {
  'prezzo-asc': msg`Prezzo: dal più basso`,
  'prezzo-desc': msg`Prezzo: dal più alto`,
  'anno-desc': msg`Anno: dal più recente`,
  'anno-asc': msg`Anno: dal meno recente`,
};

/** The filters and the order of a /veicoli search: all of it but the tab and the page. */
/** The filters' styles, for the tabs' own filters drawn apart (their code then imports this module, already loaded). */
export { classes as filterClasses };

export type VehicleFiltersValue = Omit<VehicleListSearch, 'tab' | 'pagina'>;

export interface VehicleFiltersProps {
  options: { brands: string[]; fuels: string[]; transmissions: string[]; seats: number[] };
  value: VehicleFiltersValue;
  /** A changed filter or order; `undefined` clears it. */
  onChange: (patch: Partial<VehicleFiltersValue>) => void;
  onReset: () => void;
  /** Filters of the open tab alone (a truck's, a machine's), among the others. */
  children?: ReactNode;
  /**
   * The 'Auto' tab's other filters ('Altri filtri'), under these, in place of the rental period:
   * its cars are bought too.
   */
  more?: ReactNode;
}

/** The choices plus the current value, so a value from a shared link is shown even if no vehicle has it now. */
function withCurrent(choices: string[], current: string | undefined): string[] {
  if (!current || choices.some((choice) => choice.toLowerCase() === current.toLowerCase())) return choices;
  return [...choices, current];
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  data: { value: string; label: string }[];
}

/** A labelled native select: the phone's own picker, and no input library in the page's script. */
export function FilterSelect({ label, value, onChange, data }: FilterSelectProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <div className={classes.control}>
          <select id={id} className={classes.select} value={value} onChange={onChange}>
            {data.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <IconChevronDown size={16} stroke={1.8} aria-hidden="true" className={classes.selectChevron} />
        </div>
      )}
    </FilterField>
  );
}

interface FilterInputProps {
  type: 'search' | 'date' | 'number';
  label: string;
  value: string;
  min?: string;
  onChange: (value: string) => void;
}

/** A labelled native input: the phone's own keyboard or date picker. */
function FilterInput({ type, label, value, min, onChange }: FilterInputProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          className={classes.select}
          value={value}
          min={min}
          {...(type === 'number' ? { inputMode: 'numeric' as const, step: 1 } : {})}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </FilterField>
  );
}

/**
 * A typed filter (words, a price): the field follows the keyboard at once and the list follows a
 * pause in typing, so each key does not ask the server for a page.
 */
export function TypedFilter({ value, onChange, ...props }: FilterInputProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState(value);
  // The search changed from outside (a reset, the back button): the field shows it.
  if (value !== shown) {
    setShown(value);
    // The URL keeps trimmed words: a space just typed is not taken back.
    if (value.trim() !== sent.trim()) setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <FilterInput
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setSent(next);
          onChange(next);
        }, 350);
      }}
    />
  );
}

/** A whole number typed or chosen (euros, seats), or none. */
export function whole(text: string): number | undefined {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** A filter's label above its control, tied to it by an id of its own. */
function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The rental period: the URL takes it once both days are chosen (a half period filters nothing),
 * and loses it when either is cleared.
 */
function PeriodFilter({ value, onChange }: Pick<VehicleFiltersProps, 'value' | 'onChange'>) {
  const { t } = useLingui();
  const [from, setFrom] = useState(value.dal ?? '');
  const [to, setTo] = useState(value.al ?? '');
  const today = todayInRome();
  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom && nextTo) onChange({ dal: nextFrom, al: nextTo });
    else if (value.dal) onChange({ dal: undefined, al: undefined });
  };
  return (
    <>
      <FilterInput type="date" label={t`Ritiro`} value={from} min={today} onChange={(day) => change(day, to)} />
      <FilterInput
        type="date"
        label={t`Riconsegna`}
        value={to}
        min={from || today}
        onChange={(day) => change(from, day)}
      />
    </>
  );
}

function selected(choices: string[], current: string | undefined): string {
  if (!current) return '';
  return choices.find((choice) => choice.toLowerCase() === current.toLowerCase()) ?? current;
}

/**
 * Brand, fuel and transmission filters and the order of /veicoli, with a reset when any is set.
 * On phones they fold behind a 'Filtri e ordinamento' button so the vehicles come first.
 */
export function VehicleFilters({ options, value, onChange, onReset, children, more }: VehicleFiltersProps) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const brands = withCurrent(options.brands, value.marca);
  const fuels = withCurrent(options.fuels, value.carburante);
  const transmissions = withCurrent(options.transmissions, value.cambio);
  const activeCount = [
    value.cerca,
    value.dal,
    value.marca,
    value.carburante,
    value.cambio,
    value.ordine,
    value.posti,
    value['prezzo-min'] ?? value['prezzo-max'],
    value['portata-min'],
    value.assi,
    value.macchina,
    value['peso-max'],
    value.operatore,
    value.condizione,
    value.carrozzeria,
    value['immatricolata-dal'],
    value['km-max'],
    value['proprietari-max'],
    value.iva,
  ].filter((set) => set !== undefined && set !== '').length;
  const seats = options.seats.filter((count) => count > 1);
  const clean = (text: string) => text || undefined;

  return (
    <div className={classes.root}>
      <Button
        variant="default"
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        rightSection={
          <IconChevronDown size={16} stroke={1.8} aria-hidden="true" className={classes.chevron} data-open={open} />
        }
      >
        <Trans>Filtri e ordinamento</Trans>
        {activeCount > 0 ? <span className={classes.count}>{activeCount}</span> : null}
      </Button>

      <div id={panelId} className={classes.panel} data-open={open}>
        <div className={classes.fields}>
          <TypedFilter
            type="search"
            label={t`Cerca`}
            value={value.cerca ?? ''}
            onChange={(text) => onChange({ cerca: clean(text) })}
          />
          {more ? null : <PeriodFilter key={`${value.dal}/${value.al}`} value={value} onChange={onChange} />}
          <FilterSelect
            label={t`Marca`}
            value={selected(brands, value.marca)}
            onChange={(event) => onChange({ marca: clean(event.currentTarget.value) })}
            data={[
              { value: '', label: t`Tutte le marche` },
              ...brands.map((brand) => ({ value: brand, label: brand })),
            ]}
          />
          <FilterSelect
            label={t`Carburante`}
            value={selected(fuels, value.carburante)}
            onChange={(event) => onChange({ carburante: clean(event.currentTarget.value) })}
            data={[
              { value: '', label: t`Tutti i carburanti` },
              ...fuels.map((fuel) => ({ value: fuel, label: fuelLabel(i18n, fuel) })),
            ]}
          />
          <FilterSelect
            label={t`Cambio`}
            value={selected(transmissions, value.cambio)}
            onChange={(event) => onChange({ cambio: clean(event.currentTarget.value) })}
            data={[
              { value: '', label: t`Tutti i cambi` },
              ...transmissions.map((transmission) => ({
                value: transmission,
                label: capitalize(transmissionLabel(i18n, transmission)),
              })),
            ]}
          />
          <TypedFilter
            type="number"
            min="0"
            label={t`Prezzo da (€)`}
            value={value['prezzo-min']?.toString() ?? ''}
            onChange={(text) => onChange({ 'prezzo-min': whole(text) })}
          />
          <TypedFilter
            type="number"
            min="0"
            label={t`Prezzo fino a (€)`}
            value={value['prezzo-max']?.toString() ?? ''}
            onChange={(text) => onChange({ 'prezzo-max': whole(text) })}
          />
          <FilterSelect
            label={t`Posti`}
            value={value.posti?.toString() ?? ''}
            onChange={(event) => onChange({ posti: whole(event.currentTarget.value) })}
            data={[
              { value: '', label: t`Qualsiasi` },
              ...seats.map((count) => ({ value: String(count), label: t`Almeno ${count} posti` })),
            ]}
          />
          {children}
          <FilterSelect
            label={t`Ordina per`}
            value={value.ordine ?? ''}
            onChange={(event) => onChange({ ordine: clean(event.currentTarget.value) as VehicleSort | undefined })}
            data={[
              { value: '', label: t`Ultimi arrivi` },
              ...VEHICLE_SORTS.map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) })),
            ]}
          />
        </div>
        {more ? <div className={classes.more}>{more}</div> : null}
        {activeCount > 0 ? (
          <Button variant="subtle" size="sm" onClick={onReset} className={classes.reset}>
            <Trans>Azzera filtri</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
