export const W = 1600;
export const H = 1000;

/* ------------------------------------------------------------------------------------------------
 * Small helpers
 * --------------------------------------------------------------------------------------------- */

export const f = (n: number): string => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

export type P = [number, number] | [number, number, number];

/** Smooth path through points (Catmull-Rom, chord-normalised). Third value = tension (0 = corner). */
export function curve(pts: P[], closed = false, move = true): string {
  const n = pts.length;
  const at = (i: number): P => (closed ? pts[(i + n) % n]! : pts[Math.max(0, Math.min(n - 1, i))]!);
  const dist = (a: P, b: P) => Math.hypot(b[0] - a[0], b[1] - a[1]) || 1e-6;
  let d = move ? `M${f(pts[0]![0])},${f(pts[0]![1])}` : `L${f(pts[0]![0])},${f(pts[0]![1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const d01 = dist(p0, p1);
    const d12 = dist(p1, p2);
    const d23 = dist(p2, p3);
    const t1 = p1[2] ?? 1;
    const t2 = p2[2] ?? 1;
    const k1 = (d12 / 3) * t1;
    const k2 = (d12 / 3) * t2;
    const tx1 = (p2[0] - p0[0]) / (d01 + d12);
    const ty1 = (p2[1] - p0[1]) / (d01 + d12);
    const tx2 = (p3[0] - p1[0]) / (d12 + d23);
    const ty2 = (p3[1] - p1[1]) / (d12 + d23);
    d += ` C${f(p1[0] + tx1 * k1)},${f(p1[1] + ty1 * k1)} ${f(p2[0] - tx2 * k2)},${f(p2[1] - ty2 * k2)} ${f(p2[0])},${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export const poly = (pts: [number, number][]): string => `M${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')}Z`;

/** The outline of a machine's arm from one joint to another, `w` thick, narrowing towards `to`. */
export function armOutline(from: [number, number], to: [number, number], w: number): string {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const nx = (-(y1 - y0) / len) * (w / 2);
  const ny = ((x1 - x0) / len) * (w / 2);
  return poly([
    [x0 + nx, y0 + ny],
    [x1 + nx * 0.7, y1 + ny * 0.7],
    [x1 - nx * 0.7, y1 - ny * 0.7],
    [x0 - nx, y0 - ny],
  ]);
}

export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
function mix(a: string, b: string, t: number): string {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return `#${A.map((v, i) =>
    Math.round(v + (B[i]! - v) * t)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`;
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

export function linear(
  id: string,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stops: [number, string, number?][],
  user = true,
): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(Math.max(0, Math.min(1, o)) * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  return `<linearGradient id="${id}"${units} x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${s}</linearGradient>`;
}
export function radial(
  id: string,
  cx: number,
  cy: number,
  r: number,
  stops: [number, string, number?][],
  extra = '',
): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${extra}>${s}</radialGradient>`;
}

/** Accumulates <defs> while a picture is being drawn. */
export class Defs {
  private parts: string[] = [];
  private n = 0;
  constructor(private readonly prefix: string) {}
  id(name: string): string {
    this.n += 1;
    return `${this.prefix}${name}${this.n}`;
  }
  add(s: string): void {
    this.parts.push(s);
  }
  toString(): string {
    return this.parts.join('');
  }
}

/* ------------------------------------------------------------------------------------------------
 * Wheels
 * --------------------------------------------------------------------------------------------- */
