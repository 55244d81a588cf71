const ROME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type ClockField = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** What the clocks of the firm, near Milan, showed at `instant` (summer time included): digits, two each, the year four. */
export function romeClock(instant: Date): Record<ClockField, string> {
  const parts = ROME.formatToParts(instant);
  const part = (type: ClockField) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}
