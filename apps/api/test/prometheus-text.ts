/** One sample of the Prometheus text format: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/**
 * Parses the text exposition format (version 0.0.4) that Prometheus scrapes: `# HELP`/`# TYPE`
 * lines are checked for form and skipped, every other line must be a sample.
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (!/^# (HELP|TYPE) [a-zA-Z_:][\w:]* ./.test(line)) throw new Error(`bad comment line: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!.replace(/\\(.)/g, '$1');
    // Values as Go's ParseFloat reads them, as Prometheus does: NaN in any case, ±Inf.
    const raw = match[3]!;
    const value = /^\+?inf$/i.test(raw)
      ? Infinity
      : /^-inf$/i.test(raw)
        ? -Infinity
        : /^nan$/i.test(raw)
          ? NaN
          : Number(raw);
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) throw new Error(`bad value: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

/** The value of the one sample of `name` with these labels (throws when there is none). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (!found) throw new Error(`no sample ${name} ${JSON.stringify(labels)}`);
  return found.value;
}

/** Fetches and parses a metrics page. */
export async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  if (!response.headers.get('content-type')?.startsWith('text/plain')) throw new Error('not the text format');
  return parsePrometheusText(await response.text());
}
