/**
 * Demo vehicle photo generator.
 *
 * Draws stylised studio "photos" of the demo vehicles as SVG (pure vector art made
 * by this script — no stock photos, nothing downloaded) and renders them with sharp
 * into 1600x1000 progressive mozjpeg JPEGs in packages/db/demo/images/.
 * Also writes a light-grey "no photo" placeholder (JPEG) and its SVG twin at
 * apps/web/public/vehicle-placeholder.svg, used by the site when an image fails to load.
 *
 * Run from the repository root:
 *
 *   pnpm --filter @nbt/demo-images run generate
 *
 * Optional arguments: a list of file stems to render only those, e.g.
 *
 *   pnpm --filter @nbt/demo-images run generate bmw-m4-1 placeholder
 *
 * The output is deterministic and the generated files are committed (the site and the demo
 * data never run this script), so keep each one under about 120 KB.
 */
import { mkdirSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT_DIR = join(repoRoot, 'packages/db/demo/images');
const PLACEHOLDER_SVG = join(repoRoot, 'apps/web/public/vehicle-placeholder.svg');
const W = 1600;
const H = 1000;

/* ------------------------------------------------------------------------------------------------
 * Small helpers
 * --------------------------------------------------------------------------------------------- */

const f = (n: number): string => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

type P = [number, number] | [number, number, number];

/** Smooth path through points (Catmull-Rom, chord-normalised). Third value = tension (0 = corner). */
function curve(pts: P[], closed = false, move = true): string {
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

const poly = (pts: [number, number][]): string => `M${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')}Z`;

function hexToRgb(hex: string): [number, number, number] {
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
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function linear(
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
function radial(id: string, cx: number, cy: number, r: number, stops: [number, string, number?][], extra = ''): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${extra}>${s}</radialGradient>`;
}

/** Accumulates <defs> while a picture is being drawn. */
class Defs {
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

type RimKind = 'y' | 'multi' | 'five' | 'split' | 'aero' | 'truck' | 'van';
interface RimStyle {
  kind: RimKind;
  color: string;
  caliper?: string;
  spokes?: number;
}

/** A wheel drawn in y-up vehicle coordinates, centre (cx, cy). */
function wheel(d: Defs, cx: number, cy: number, R: number, rimR: number, rim: RimStyle): string {
  const out: string[] = [];
  const tyre = d.id('tyre');
  d.add(
    radial(tyre, 0, 0, R, [
      [0, '#26282c'],
      [rimR / R, '#222428'],
      [rimR / R + 0.04, '#17181b'],
      [0.9, '#0f1012'],
      [0.97, '#1c1d20'],
      [1, '#0b0b0c'],
    ]),
  );
  out.push(`<circle r="${f(R)}" fill="url(#${tyre})"/>`);
  // faint sidewall highlight, top
  out.push(
    `<path d="M${f(-R * 0.8)},${f(R * 0.45)} A${f(R * 0.92)},${f(R * 0.92)} 0 0 0 ${f(R * 0.8)},${f(R * 0.45)}" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="${f(R * 0.05)}"/>`,
  );

  const metal = d.id('metal');
  const c = rim.color;
  d.add(
    linear(metal, -rimR, rimR, rimR, -rimR, [
      [0, lighten(c, 0.55)],
      [0.45, c],
      [0.55, darken(c, 0.15)],
      [1, darken(c, 0.45)],
    ]),
  );
  const spokeG = d.id('spoke');
  d.add(
    linear(
      spokeG,
      0,
      0,
      1,
      0,
      [
        [0, lighten(c, 0.45)],
        [0.5, lighten(c, 0.1)],
        [1, darken(c, 0.3)],
      ],
      false,
    ),
  );

  if (rim.kind === 'truck' || rim.kind === 'van') {
    // disc wheel (aluminium / steel) with hand holes and studs
    out.push(`<circle r="${f(rimR)}" fill="url(#${metal})"/>`);
    out.push(
      `<circle r="${f(rimR * 0.93)}" fill="none" stroke="${darken(c, 0.35)}" stroke-width="${f(rimR * 0.03)}"/>`,
    );
    const dish = d.id('dish');
    d.add(
      radial(dish, 0, 0, rimR * 0.85, [
        [0, lighten(c, 0.2)],
        [0.6, c],
        [1, darken(c, 0.3)],
      ]),
    );
    out.push(`<circle r="${f(rimR * 0.8)}" fill="url(#${dish})"/>`);
    const holes = rim.kind === 'truck' ? 10 : 6;
    for (let i = 0; i < holes; i++) {
      const a = (i / holes) * Math.PI * 2;
      const rr = rimR * 0.63;
      out.push(
        `<ellipse cx="${f(Math.cos(a) * rr)}" cy="${f(Math.sin(a) * rr)}" rx="${f(rimR * (rim.kind === 'truck' ? 0.1 : 0.13))}" ry="${f(rimR * 0.07)}" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(Math.cos(a) * rr)} ${f(Math.sin(a) * rr)})" fill="#16171a"/>`,
      );
    }
    out.push(`<circle r="${f(rimR * 0.42)}" fill="${darken(c, 0.25)}"/>`);
    const studs = rim.kind === 'truck' ? 10 : 6;
    for (let i = 0; i < studs; i++) {
      const a = (i / studs) * Math.PI * 2 + 0.3;
      out.push(
        `<circle cx="${f(Math.cos(a) * rimR * 0.34)}" cy="${f(Math.sin(a) * rimR * 0.34)}" r="${f(rimR * 0.045)}" fill="${lighten(c, 0.5)}"/>`,
      );
    }
    const cap = d.id('cap');
    d.add(
      radial(cap, -rimR * 0.08, rimR * 0.08, rimR * 0.3, [
        [0, lighten(c, 0.7)],
        [1, darken(c, 0.2)],
      ]),
    );
    out.push(`<circle r="${f(rimR * 0.24)}" fill="url(#${cap})"/>`);
    return `<g transform="translate(${f(cx)},${f(cy)})">${out.join('')}</g>`;
  }

  // alloy wheel: lip, dark barrel, brake, spokes, hub
  out.push(`<circle r="${f(rimR)}" fill="url(#${metal})"/>`);
  const barrel = d.id('barrel');
  d.add(
    radial(barrel, 0, 0, rimR * 0.95, [
      [0, '#3a3d42'],
      [0.7, '#1c1e21'],
      [1, '#0c0d0f'],
    ]),
  );
  out.push(`<circle r="${f(rimR * 0.94)}" fill="url(#${barrel})"/>`);
  // brake disc
  const disc = d.id('disc');
  d.add(
    radial(disc, 0, 0, rimR * 0.8, [
      [0, '#3c3f43'],
      [0.45, '#3c3f43'],
      [0.47, '#5c6065'],
      [0.9, '#6d7176'],
      [1, '#46494d'],
    ]),
  );
  out.push(`<circle r="${f(rimR * 0.8)}" fill="url(#${disc})"/>`);
  out.push(
    `<circle r="${f(rimR * 0.62)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${f(rimR * 0.015)}"/>`,
  );
  if (rim.caliper) {
    const a0 = (105 * Math.PI) / 180;
    const a1 = (160 * Math.PI) / 180;
    const r0 = rimR * 0.52;
    const r1 = rimR * 0.86;
    const cal = `M${f(Math.cos(a0) * r1)},${f(Math.sin(a0) * r1)} A${f(r1)},${f(r1)} 0 0 1 ${f(Math.cos(a1) * r1)},${f(Math.sin(a1) * r1)} L${f(Math.cos(a1) * r0)},${f(Math.sin(a1) * r0)} A${f(r0)},${f(r0)} 0 0 0 ${f(Math.cos(a0) * r0)},${f(Math.sin(a0) * r0)}Z`;
    const calG = d.id('cal');
    d.add(
      linear(calG, 0, rimR, 0, 0, [
        [0, lighten(rim.caliper, 0.35)],
        [1, darken(rim.caliper, 0.35)],
      ]),
    );
    out.push(
      `<path d="${cal}" fill="url(#${calG})" stroke="${darken(rim.caliper, 0.5)}" stroke-width="${f(rimR * 0.02)}" stroke-linejoin="round"/>`,
    );
  }

  const spoke = (angle: number, w0: number, w1: number, r0: number, r1: number): string => {
    const path = `M${f(-w0)},${f(r0)} C${f(-w0)},${f((r0 + r1) / 2)} ${f(-w1)},${f(r1 * 0.8)} ${f(-w1)},${f(r1)} L${f(w1)},${f(r1)} C${f(w1)},${f(r1 * 0.8)} ${f(w0)},${f((r0 + r1) / 2)} ${f(w0)},${f(r0)}Z`;
    return `<path d="${path}" transform="rotate(${f(angle)})" fill="url(#${spokeG})" stroke="#000" stroke-opacity="0.35" stroke-width="${f(rimR * 0.012)}"/>`;
  };
  const rIn = rimR * 0.2;
  const rOut = rimR * 0.95;
  const n = rim.spokes ?? 5;
  if (rim.kind === 'aero') {
    const face = d.id('face');
    d.add(
      radial(face, -rimR * 0.3, rimR * 0.3, rimR * 1.2, [
        [0, lighten(c, 0.45)],
        [0.6, c],
        [1, darken(c, 0.3)],
      ]),
    );
    out.push(`<circle r="${f(rimR * 0.95)}" fill="url(#${face})"/>`);
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360 + 36;
      const r0 = rimR * 0.42;
      const r1 = rimR * 0.86;
      const op = `M${f(-rimR * 0.09)},${f(r0)} L${f(rimR * 0.09)},${f(r0)} L${f(rimR * 0.26)},${f(r1)} Q0,${f(r1 * 1.04)} ${f(-rimR * 0.26)},${f(r1)}Z`;
      out.push(`<path d="${op}" transform="rotate(${f(a)})" fill="#1a1b1e"/>`);
    }
  } else {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360;
      if (rim.kind === 'y') {
        out.push(spoke(a - 8, rimR * 0.085, rimR * 0.07, rIn, rOut));
        out.push(spoke(a + 8, rimR * 0.085, rimR * 0.07, rIn, rOut));
      } else if (rim.kind === 'split') {
        out.push(spoke(a, rimR * 0.13, rimR * 0.09, rIn, rimR * 0.56));
        out.push(spoke(a - 8, rimR * 0.07, rimR * 0.065, rimR * 0.48, rOut));
        out.push(spoke(a + 8, rimR * 0.07, rimR * 0.065, rimR * 0.48, rOut));
      } else if (rim.kind === 'five') {
        out.push(spoke(a, rimR * 0.11, rimR * 0.14, rIn, rOut));
      } else {
        out.push(spoke(a, rimR * 0.07, rimR * 0.05, rIn, rOut));
      }
    }
  }
  const hub = d.id('hub');
  d.add(
    radial(hub, -rimR * 0.06, rimR * 0.06, rimR * 0.26, [
      [0, lighten(c, 0.5)],
      [0.7, c],
      [1, darken(c, 0.35)],
    ]),
  );
  out.push(`<circle r="${f(rimR * 0.24)}" fill="url(#${hub})"/>`);
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + Math.PI / 2;
    out.push(
      `<circle cx="${f(Math.cos(a) * rimR * 0.15)}" cy="${f(Math.sin(a) * rimR * 0.15)}" r="${f(rimR * 0.025)}" fill="${darken(c, 0.55)}"/>`,
    );
  }
  out.push(`<circle r="${f(rimR * 0.08)}" fill="${darken(c, 0.6)}"/>`);
  // rim lip sheen
  out.push(
    `<circle r="${f(rimR * 0.975)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${f(rimR * 0.02)}"/>`,
  );
  return `<g transform="translate(${f(cx)},${f(cy)})">${out.join('')}</g>`;
}

/* ------------------------------------------------------------------------------------------------
 * Side-view cars
 * --------------------------------------------------------------------------------------------- */

interface Lamp {
  pts: P[];
  kind: 'head' | 'tail' | 'fog' | 'marker';
}

interface CarDef {
  L: number;
  H: number;
  rearAxle: number;
  frontAxle: number;
  wheelR: number;
  rimR: number;
  sill: number;
  archGap?: number;
  paint: string;
  /** beltline height (bottom of side windows) */
  belt: number;
  /** height of the "horizon" reflection on the doors */
  horizon: number;
  /** body outline from rear bottom over the roof to front bottom (y up, mm) */
  profile: P[];
  /** side glass (closed shapes) */
  glass: P[][];
  /** pillars drawn over the glass, filled black gloss */
  pillars?: P[][];
  /** chrome / black trim line around the glass */
  trim?: { pts: P[]; color: string; width: number };
  /** body-colour or dark parts drawn over the body (mirrors, bumpers ...) */
  parts?: { pts: P[]; fill: string; closed?: boolean; stroke?: string; width?: number; opacity?: number }[];
  /** stroked lines (shut lines, character lines); drawn clipped to the body */
  lines?: { pts: P[]; color: string; width: number; opacity?: number }[];
  lamps?: Lamp[];
  handles?: [number, number, number][];
  rim: RimStyle;
  roofColor?: { pts: P[] };
}

interface Placed {
  defs: string;
  svg: string;
  wheelsScreen: { x: number; r: number }[];
  x0: number;
  x1: number;
  top: number;
}

function carBody(car: CarDef, d: Defs): { body: string; wells: string } {
  const gap = car.archGap ?? car.wheelR * 0.14;
  const Ra = car.wheelR + gap;
  const cy = car.wheelR;
  const s = car.sill;
  const dyS = cy - s;
  const dx = Math.sqrt(Math.max(0, Ra * Ra - dyS * dyS));
  const large = s < cy ? 1 : 0;
  let body = curve(car.profile);
  body += ` L${f(car.frontAxle + dx)},${f(s)} A${f(Ra)},${f(Ra)} 0 ${large} 1 ${f(car.frontAxle - dx)},${f(s)}`;
  body += ` L${f(car.rearAxle + dx)},${f(s)} A${f(Ra)},${f(Ra)} 0 ${large} 1 ${f(car.rearAxle - dx)},${f(s)} Z`;
  const well = (x: number) => `M${f(x + dx)},${f(s)} A${f(Ra)},${f(Ra)} 0 ${large} 1 ${f(x - dx)},${f(s)} Z`;
  void d;
  return { body, wells: well(car.frontAxle) + well(car.rearAxle) };
}

function lampSvg(d: Defs, lamp: Lamp): string {
  const path = curve(lamp.pts, true);
  const g = d.id('lamp');
  const clip = d.id('lampclip');
  d.add(`<clipPath id="${clip}"><path d="${path}"/></clipPath>`);
  const xs = lamp.pts.map((p) => p[0]);
  const ys = lamp.pts.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const edge = curve(lamp.pts.slice(0, 3));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  if (lamp.kind === 'head' || lamp.kind === 'fog') {
    d.add(
      linear(g, x0, y0, x1, y1, [
        [0, '#2a3038'],
        [0.55, '#6d7886'],
        [1, '#c9d3de'],
      ]),
    );
    const inner = [
      `<path d="${path}" fill="url(#${g})"/>`,
      `<path d="${edge}" fill="none" stroke="#ffffff" stroke-width="${f(Math.max(26, (y1 - y0) * 0.32))}" stroke-linecap="round"/>`,
      `<ellipse cx="${f(cx + (x1 - x0) * 0.12)}" cy="${f(cy - (y1 - y0) * 0.12)}" rx="${f((x1 - x0) * 0.09)}" ry="${f((y1 - y0) * 0.2)}" fill="#1a1f27" stroke="#9fb2c8" stroke-width="6"/>`,
    ].join('');
    return `<g clip-path="url(#${clip})">${inner}</g><path d="${path}" fill="none" stroke="#16181c" stroke-width="10"/>`;
  }
  if (lamp.kind === 'tail') {
    d.add(
      linear(g, x0, y1, x1, y0, [
        [0, '#e0262e'],
        [0.5, '#a00c13'],
        [1, '#4a0407'],
      ]),
    );
    const inner = [
      `<path d="${path}" fill="url(#${g})"/>`,
      `<path d="${edge}" fill="none" stroke="#ff6a5e" stroke-width="${f(Math.max(22, (y1 - y0) * 0.25))}" stroke-linecap="round"/>`,
    ].join('');
    return `<g clip-path="url(#${clip})">${inner}</g><path d="${path}" fill="none" stroke="#1c0204" stroke-width="10"/>`;
  }
  d.add(
    linear(g, x0, y0, x1, y1, [
      [0, '#ffb347'],
      [1, '#c96a08'],
    ]),
  );
  return `<path d="${path}" fill="url(#${g})"/>`;
}

function drawCar(car: CarDef, prefix: string, s: number, ox: number, gy: number, facing: 1 | -1): Placed {
  const d = new Defs(prefix);
  const { body, wells } = carBody(car, d);
  const paint = car.paint;
  const clip = d.id('clip');
  d.add(`<clipPath id="${clip}"><path d="${body}"/></clipPath>`);
  const Hh = car.H;
  const y = (v: number) => 1 - v / Hh;
  const lum = hexToRgb(paint).reduce((a, v) => a + v, 0) / 765;
  const dk = (t: number) => darken(paint, lum > 0.6 ? t * 0.55 : t);
  const bodyG = d.id('paint');
  d.add(
    linear(bodyG, 0, Hh, 0, 0, [
      [y(Hh), lighten(paint, 0.3)],
      [y(car.belt + 160), lighten(paint, 0.1)],
      [y(car.belt + 10), lighten(paint, 0.16)],
      [y(car.belt - 25), lighten(paint, 0.3)],
      [y(car.belt - 80), lighten(paint, 0.06)],
      [y(car.horizon + 90), paint],
      [y(car.horizon + 8), dk(0.06)],
      [y(car.horizon - 8), dk(0.42)],
      [y(car.sill + 160), dk(0.3)],
      [y(car.sill + 40), dk(0.18)],
      [1, dk(0.6)],
    ]),
  );
  const sheen = d.id('sheen');
  d.add(
    radial(
      sheen,
      car.L * 0.55,
      car.belt,
      car.L * 0.5,
      [
        [0, '#ffffff', 0.16],
        [1, '#ffffff', 0],
      ],
      ` gradientTransform="translate(${f(car.L * 0.55)} ${f(car.belt)}) scale(1 0.35) translate(${f(-car.L * 0.55)} ${f(-car.belt)})"`,
    ),
  );
  const shade = d.id('shade');
  d.add(
    linear(shade, 0, 0, car.L, 0, [
      [0, '#000000', 0.35],
      [0.18, '#000000', 0],
      [0.85, '#000000', 0],
      [1, '#000000', 0.3],
    ]),
  );

  const parts: string[] = [];
  // wheel wells
  parts.push(`<path d="${wells}" fill="#07080a"/>`);
  // wheels
  parts.push(wheel(d, car.rearAxle, car.wheelR, car.wheelR, car.rimR, car.rim));
  parts.push(wheel(d, car.frontAxle, car.wheelR, car.wheelR, car.rimR, car.rim));
  // body
  parts.push(`<path d="${body}" fill="url(#${bodyG})"/>`);
  const clipped: string[] = [];
  clipped.push(`<rect x="-100" y="-100" width="${f(car.L + 200)}" height="${f(Hh + 200)}" fill="url(#${sheen})"/>`);
  clipped.push(`<rect x="-100" y="-100" width="${f(car.L + 200)}" height="${f(Hh + 200)}" fill="url(#${shade})"/>`);
  if (car.roofColor) clipped.push(`<path d="${curve(car.roofColor.pts, true)}" fill="#111214"/>`);
  for (const ln of car.lines ?? []) {
    clipped.push(
      `<path d="${curve(ln.pts)}" fill="none" stroke="${ln.color}" stroke-width="${ln.width}" stroke-opacity="${ln.opacity ?? 1}" stroke-linecap="round"/>`,
    );
  }
  parts.push(`<g clip-path="url(#${clip})">${clipped.join('')}</g>`);

  // glass
  const glassG = d.id('glass');
  const top = Hh;
  d.add(
    linear(glassG, 0, top, car.L * 0.2, car.belt, [
      [0, '#3b4552'],
      [0.45, '#141a22'],
      [1, '#07090c'],
    ]),
  );
  const refl = d.id('refl');
  d.add(
    linear(refl, 0, 0, car.L, 0, [
      [0, '#ffffff', 0],
      [0.35, '#ffffff', 0],
      [0.42, '#ffffff', 0.14],
      [0.5, '#ffffff', 0.02],
      [0.6, '#ffffff', 0.1],
      [0.64, '#ffffff', 0],
      [1, '#ffffff', 0],
    ]),
  );
  for (const g of car.glass) {
    const gp = curve(g, true);
    parts.push(`<path d="${gp}" fill="url(#${glassG})"/>`);
    parts.push(`<path d="${gp}" fill="url(#${refl})"/>`);
  }
  for (const p of car.pillars ?? []) parts.push(`<path d="${curve(p, true)}" fill="#0b0c0e"/>`);
  if (car.trim) {
    parts.push(
      `<path d="${curve(car.trim.pts, true)}" fill="none" stroke="${car.trim.color}" stroke-width="${car.trim.width}" stroke-linejoin="round"/>`,
    );
  }
  for (const p of car.parts ?? []) {
    const closed = p.closed ?? true;
    const fill = p.fill === 'paint' ? `url(#${bodyG})` : p.fill;
    parts.push(
      `<path d="${curve(p.pts, closed)}" fill="${closed ? fill : 'none'}"${p.stroke ? ` stroke="${p.stroke}" stroke-width="${p.width ?? 8}" stroke-linecap="round" stroke-linejoin="round"` : ''}${p.opacity !== undefined ? ` opacity="${p.opacity}"` : ''}/>`,
    );
  }
  for (const [hx, hy, hw] of car.handles ?? []) {
    parts.push(
      `<rect x="${f(hx)}" y="${f(hy - 14)}" width="${f(hw)}" height="28" rx="14" fill="${darken(paint, 0.35)}"/><rect x="${f(hx + 6)}" y="${f(hy + 2)}" width="${f(hw - 12)}" height="8" rx="4" fill="#ffffff" opacity="0.35"/>`,
    );
  }
  for (const l of car.lamps ?? []) parts.push(lampSvg(d, l));
  // arch lips
  const gap = car.archGap ?? car.wheelR * 0.14;
  for (const ax of [car.rearAxle, car.frontAxle]) {
    const Ra = car.wheelR + gap;
    parts.push(
      `<path d="M${f(ax - Ra * 0.95)},${f(car.wheelR + Ra * 0.3)} A${f(Ra)},${f(Ra)} 0 0 1 ${f(ax + Ra * 0.95)},${f(car.wheelR + Ra * 0.3)}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="14" transform="translate(0,-6)"/>`,
    );
  }

  const sx = facing * s;
  const tx = facing === 1 ? ox : ox + car.L * s;
  const svg = `<g transform="translate(${f(tx)},${f(gy)}) scale(${sx},${-s})">${parts.join('')}</g>`;
  const toScreen = (x: number) => (facing === 1 ? ox + x * s : ox + (car.L - x) * s);
  return {
    defs: d.toString(),
    svg,
    wheelsScreen: [
      { x: toScreen(car.rearAxle), r: car.wheelR * s },
      { x: toScreen(car.frontAxle), r: car.wheelR * s },
    ],
    x0: ox,
    x1: ox + car.L * s,
    top: gy - car.H * s,
  };
}

/* ------------------------------------------------------------------------------------------------
 * Studio scene
 * --------------------------------------------------------------------------------------------- */

interface SceneOpts {
  gy: number;
  horizon?: number;
  wallTop?: string;
  wallBottom?: string;
  floorFar?: string;
  floorNear?: string;
  spotX?: number;
  accent?: string;
  streak?: 'diag' | 'high' | 'double';
  reflect?: number;
}

function scene(v: Placed, o: SceneOpts, prefix = 's'): string {
  const gy = o.gy;
  const hz = o.horizon ?? gy - 150;
  const spotX = o.spotX ?? (v.x0 + v.x1) / 2;
  const accent = o.accent ?? '#9fb4d6';
  const defs: string[] = [];
  defs.push(
    linear(`${prefix}wall`, 0, 0, 0, hz, [
      [0, o.wallTop ?? '#121418'],
      [0.65, o.wallBottom ?? '#25282e'],
      [1, '#30343b'],
    ]),
  );
  defs.push(
    linear(`${prefix}floor`, 0, hz, 0, H, [
      [0, o.floorFar ?? '#2c3036'],
      [0.25, '#1d1f23'],
      [1, o.floorNear ?? '#08090a'],
    ]),
  );
  defs.push(
    radial(
      `${prefix}spot`,
      spotX,
      hz - 120,
      760,
      [
        [0, accent, 0.22],
        [0.5, accent, 0.08],
        [1, accent, 0],
      ],
      ` gradientTransform="translate(${f(spotX)} ${f(hz - 120)}) scale(1 0.55) translate(${f(-spotX)} ${f(-(hz - 120))})"`,
    ),
  );
  defs.push(
    radial(
      `${prefix}pool`,
      spotX,
      gy,
      800,
      [
        [0, '#ffffff', 0.1],
        [1, '#ffffff', 0],
      ],
      ` gradientTransform="translate(${f(spotX)} ${f(gy)}) scale(1 0.16) translate(${f(-spotX)} ${f(-gy)})"`,
    ),
  );
  defs.push(
    radial(`${prefix}vig`, W / 2, H * 0.45, W * 0.75, [
      [0, '#000', 0],
      [0.6, '#000', 0],
      [1, '#000', 0.6],
    ]),
  );
  defs.push(
    linear(`${prefix}streak`, 0, 0, W, 0, [
      [0, '#ffffff', 0],
      [0.3, '#ffffff', 0.35],
      [0.55, '#ffffff', 0.6],
      [0.8, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ]),
  );
  defs.push(
    linear(`${prefix}rmask`, 0, gy, 0, gy + 200, [
      [0, '#ffffff', 1],
      [1, '#ffffff', 0],
    ]),
  );
  defs.push(
    `<mask id="${prefix}mask" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><rect x="0" y="${gy}" width="${W}" height="${H - gy}" fill="url(#${prefix}rmask)"/></mask>`,
  );
  defs.push(
    `<filter id="${prefix}b4" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>`,
  );
  defs.push(
    `<filter id="${prefix}b10" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="10"/></filter>`,
  );
  defs.push(
    `<filter id="${prefix}b24" x="-30%" y="-300%" width="160%" height="700%"><feGaussianBlur stdDeviation="24"/></filter>`,
  );

  const streak =
    o.streak === 'high'
      ? `<path d="M-50,150 L1650,118 L1650,126 L-50,162Z" fill="url(#${prefix}streak)" filter="url(#${prefix}b4)" opacity="0.55"/>`
      : o.streak === 'double'
        ? `<path d="M-50,260 L1650,40 L1650,52 L-50,276Z" fill="url(#${prefix}streak)" filter="url(#${prefix}b4)" opacity="0.5"/><path d="M-50,330 L1650,120 L1650,125 L-50,337Z" fill="url(#${prefix}streak)" filter="url(#${prefix}b4)" opacity="0.25"/>`
        : `<path d="M-50,300 L1650,70 L1650,82 L-50,316Z" fill="url(#${prefix}streak)" filter="url(#${prefix}b4)" opacity="0.5"/>`;

  const len = v.x1 - v.x0;
  const cx = (v.x0 + v.x1) / 2;
  const shadows = [
    `<ellipse cx="${f(cx)}" cy="${f(gy + 6)}" rx="${f(len * 0.56)}" ry="${f(34)}" fill="#000" opacity="0.75" filter="url(#${prefix}b24)"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(gy + 2)}" rx="${f(len * 0.47)}" ry="${f(12)}" fill="#000" opacity="0.85" filter="url(#${prefix}b10)"/>`,
    ...v.wheelsScreen.map(
      (w) =>
        `<ellipse cx="${f(w.x)}" cy="${f(gy + 1)}" rx="${f(w.r * 0.95)}" ry="${f(Math.max(5, w.r * 0.07))}" fill="#000" opacity="0.95" filter="url(#${prefix}b4)"/>`,
    ),
  ].join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${defs.join('')}${v.defs}<g id="${prefix}veh">${v.svg}</g></defs>
<rect width="${W}" height="${f(hz)}" fill="url(#${prefix}wall)"/>
<rect width="${W}" height="${f(hz)}" fill="url(#${prefix}spot)"/>
${streak}
<rect y="${f(hz)}" width="${W}" height="${f(H - hz)}" fill="url(#${prefix}floor)"/>
<rect x="0" y="${f(hz - 3)}" width="${W}" height="6" fill="#ffffff" opacity="0.08" filter="url(#${prefix}b4)"/>
<rect y="${f(hz)}" width="${W}" height="${f(H - hz)}" fill="url(#${prefix}pool)"/>
<g mask="url(#${prefix}mask)" opacity="${o.reflect ?? 0.16}"><use filter="url(#${prefix}b2)" href="#${prefix}veh" xlink:href="#${prefix}veh" transform="translate(0,${f(2 * gy)}) scale(1,-1)"/></g>
${shadows}
<use href="#${prefix}veh" xlink:href="#${prefix}veh"/>
<rect width="${W}" height="${H}" fill="url(#${prefix}vig)"/>
</svg>`;
}

/* ------------------------------------------------------------------------------------------------
 * Car definitions (millimetres, y up, x from rear bumper to front bumper)
 * --------------------------------------------------------------------------------------------- */

function coupeM4(): CarDef {
  const paint = '#1d4fb0';
  return {
    L: 4794,
    H: 1393,
    rearAxle: 1030,
    frontAxle: 3887,
    wheelR: 345,
    rimR: 250,
    sill: 190,
    paint,
    belt: 1010,
    horizon: 640,
    profile: [
      [80, 230, 0],
      [20, 320],
      [0, 560],
      [20, 820],
      [60, 985, 0.5],
      [130, 1030, 0.3],
      [420, 1050],
      [700, 1110],
      [1050, 1260],
      [1450, 1370],
      [2000, 1393],
      [2450, 1360],
      [2850, 1210],
      [3250, 1020],
      [3900, 920],
      [4450, 835],
      [4700, 760],
      [4785, 620],
      [4794, 470],
      [4760, 290],
      [4690, 210, 0],
    ],
    glass: [
      [
        [1210, 1055, 0.4],
        [1480, 1250],
        [1700, 1318],
        [2050, 1338],
        [2380, 1318, 0.6],
        [3080, 1062, 0.2],
        [2600, 1048],
        [1500, 1040, 0.3],
      ],
    ],
    pillars: [
      [
        [1735, 1044, 0],
        [1810, 1044, 0],
        [1770, 1334, 0],
        [1700, 1328, 0],
      ],
    ],
    trim: {
      pts: [
        [1210, 1055, 0.4],
        [1480, 1250],
        [1700, 1318],
        [2050, 1338],
        [2380, 1318, 0.6],
        [3080, 1062, 0.2],
        [2600, 1048],
        [1500, 1040, 0.3],
      ],
      color: '#0a0b0d',
      width: 22,
    },
    parts: [
      // mirror
      {
        pts: [
          [2880, 1060],
          [2920, 1150],
          [3050, 1175],
          [3160, 1120],
          [3130, 1060],
        ],
        fill: 'paint',
        stroke: '#0b0c0e',
        width: 6,
      },
      // side skirt
      {
        pts: [
          [1430, 190, 0],
          [3470, 190, 0],
          [3440, 270, 0],
          [1460, 255, 0],
        ],
        fill: '#0d0e10',
      },
      // front splitter / intake
      {
        pts: [
          [4450, 205, 0],
          [4700, 210, 0],
          [4770, 300],
          [4790, 470, 0],
          [4560, 440, 0],
          [4480, 330],
        ],
        fill: '#0c0d0f',
      },
      // rear diffuser
      {
        pts: [
          [70, 230, 0],
          [560, 200, 0],
          [620, 300, 0],
          [25, 340, 0],
        ],
        fill: '#0c0d0f',
      },
      // fender vent
      {
        pts: [
          [3400, 700, 0],
          [3560, 730, 0],
          [3540, 760, 0],
          [3390, 735, 0],
        ],
        fill: '#0b0c0e',
      },
    ],
    lines: [
      {
        pts: [
          [3260, 1010],
          [3240, 600],
          [3290, 420],
          [3300, 260],
        ],
        color: '#04070f',
        width: 7,
        opacity: 0.7,
      },
      {
        pts: [
          [1760, 1030],
          [1790, 600],
          [1770, 400],
          [1730, 260],
        ],
        color: '#04070f',
        width: 7,
        opacity: 0.7,
      },
      {
        pts: [
          [150, 930],
          [1200, 960],
          [2600, 925],
          [3900, 875],
          [4600, 790],
        ],
        color: '#ffffff',
        width: 10,
        opacity: 0.35,
      },
      {
        pts: [
          [1450, 450],
          [2400, 420],
          [3450, 440],
        ],
        color: '#000000',
        width: 12,
        opacity: 0.3,
      },
      {
        pts: [
          [2950, 1005],
          [4440, 835],
        ],
        color: '#000000',
        width: 8,
        opacity: 0.35,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [4470, 845, 0],
          [4705, 782],
          [4760, 700, 0],
          [4600, 715],
          [4480, 790, 0],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [15, 860, 0],
          [120, 955],
          [520, 1010, 0],
          [510, 950],
          [200, 880],
          [20, 800, 0],
        ],
      },
    ],
    handles: [[1960, 900, 200]],
    rim: { kind: 'y', color: '#3d4147', caliper: '#1e4fd6', spokes: 5 },
  };
}
function saloonS(): CarDef {
  const paint = '#15171b';
  const dlo: P[] = [
    [1190, 1085, 0.3],
    [1460, 1270],
    [1800, 1415],
    [2300, 1442],
    [2900, 1428],
    [3200, 1352, 0.5],
    [3700, 1095, 0.2],
    [3000, 1080],
    [1800, 1072, 0.3],
  ];
  return {
    L: 5289,
    H: 1503,
    rearAxle: 1093,
    frontAxle: 4309,
    wheelR: 360,
    rimR: 258,
    sill: 205,
    paint,
    belt: 1060,
    horizon: 640,
    profile: [
      [90, 250, 0],
      [25, 340],
      [0, 600],
      [15, 860],
      [70, 990, 0.5],
      [220, 1035, 0.4],
      [650, 1052],
      [920, 1075, 0.5],
      [1250, 1300],
      [1700, 1468],
      [2300, 1503],
      [2900, 1487],
      [3250, 1405],
      [3650, 1160],
      [3900, 1040],
      [4500, 975],
      [5000, 915],
      [5200, 855],
      [5272, 740],
      [5289, 520],
      [5250, 300],
      [5160, 225, 0],
    ],
    glass: [dlo],
    pillars: [
      [
        [2560, 1075, 0],
        [2665, 1075, 0],
        [2650, 1440, 0],
        [2545, 1440, 0],
      ],
      [
        [1535, 1073, 0],
        [1580, 1073, 0],
        [1600, 1330, 0],
        [1545, 1305, 0],
      ],
    ],
    trim: { pts: dlo, color: '#c9cdd2', width: 20 },
    parts: [
      {
        pts: [
          [3480, 1085],
          [3510, 1170],
          [3640, 1200],
          [3760, 1150],
          [3730, 1085],
        ],
        fill: 'paint',
        stroke: '#050506',
        width: 6,
      },
      // front intake + grille side
      {
        pts: [
          [5000, 230, 0],
          [5160, 228, 0],
          [5245, 300],
          [5270, 430, 0],
          [5080, 420, 0],
        ],
        fill: '#050607',
      },
      {
        pts: [
          [5240, 560, 0],
          [5282, 560, 0],
          [5272, 735, 0],
          [5225, 745, 0],
        ],
        fill: '#b9bec4',
      },
      // rear valance
      {
        pts: [
          [80, 250, 0],
          [600, 215, 0],
          [640, 290, 0],
          [30, 330, 0],
        ],
        fill: '#08090b',
      },
    ],
    lines: [
      {
        pts: [
          [3775, 1060],
          [3760, 700],
          [3820, 480],
          [3850, 260],
        ],
        color: '#000000',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [2612, 1070],
          [2618, 600],
          [2612, 250],
        ],
        color: '#000000',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [1500, 1070],
          [1560, 760],
          [1660, 560],
          [1690, 440],
        ],
        color: '#000000',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [160, 960],
          [1500, 995],
          [3300, 975],
          [4600, 930],
          [5180, 850],
        ],
        color: '#ffffff',
        width: 12,
        opacity: 0.3,
      },
      {
        pts: [
          [1540, 330],
          [2600, 320],
          [3800, 330],
        ],
        color: '#c9cdd2',
        width: 16,
        opacity: 0.9,
      },
      {
        pts: [
          [3950, 1035],
          [5150, 880],
        ],
        color: '#ffffff',
        width: 6,
        opacity: 0.15,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [4980, 905, 0],
          [5200, 845],
          [5262, 760, 0],
          [5110, 770],
          [4990, 850, 0],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [18, 880, 0],
          [110, 965],
          [640, 1010, 0],
          [600, 945],
          [30, 830, 0],
        ],
      },
    ],
    handles: [
      [3080, 950, 220],
      [1960, 950, 220],
    ],
    rim: { kind: 'multi', color: '#aeb3b9', spokes: 10 },
  };
}

function avantRS6(): CarDef {
  const paint = '#868b90';
  const dlo: P[] = [
    [430, 1110, 0.2],
    [520, 1300],
    [900, 1372],
    [1500, 1398],
    [2400, 1393],
    [2760, 1345, 0.4],
    [3260, 1060, 0.2],
    [2500, 1055],
    [1200, 1072, 0.3],
  ];
  return {
    L: 4995,
    H: 1460,
    rearAxle: 1050,
    frontAxle: 3979,
    wheelR: 365,
    rimR: 282,
    sill: 190,
    archGap: 45,
    paint,
    belt: 1050,
    horizon: 620,
    profile: [
      [90, 240, 0],
      [25, 330],
      [0, 600],
      [25, 900],
      [60, 1000, 0.6],
      [150, 1140],
      [330, 1360, 0.5],
      [600, 1400],
      [1200, 1442],
      [2000, 1460],
      [2450, 1448],
      [2760, 1392],
      [3480, 1012],
      [3620, 990],
      [4300, 932],
      [4750, 862],
      [4930, 790],
      [4985, 680],
      [4995, 500],
      [4960, 290],
      [4880, 220, 0],
    ],
    glass: [dlo],
    pillars: [
      [
        [2140, 1057, 0],
        [2250, 1057, 0],
        [2235, 1396, 0],
        [2125, 1396, 0],
      ],
      [
        [1020, 1068, 0],
        [1085, 1068, 0],
        [1060, 1383, 0],
        [995, 1380, 0],
      ],
    ],
    trim: { pts: dlo, color: '#0b0c0e', width: 22 },
    parts: [
      {
        pts: [
          [760, 1418],
          [1600, 1466],
          [2420, 1462],
        ],
        fill: 'none',
        closed: false,
        stroke: '#101113',
        width: 20,
      },
      {
        pts: [
          [3060, 1060],
          [3090, 1150],
          [3220, 1180],
          [3340, 1130],
          [3310, 1060],
        ],
        fill: '#111214',
      },
      {
        pts: [
          [1470, 190, 0],
          [3560, 190, 0],
          [3540, 270, 0],
          [1500, 260, 0],
        ],
        fill: '#0d0e10',
      },
      {
        pts: [
          [4640, 215, 0],
          [4880, 220, 0],
          [4960, 300],
          [4985, 470, 0],
          [4760, 450, 0],
          [4680, 330],
        ],
        fill: '#0c0d0f',
      },
      {
        pts: [
          [80, 240, 0],
          [600, 205, 0],
          [640, 300, 0],
          [25, 340, 0],
        ],
        fill: '#0c0d0f',
      },
      {
        pts: [
          [60, 280, 0],
          [230, 280, 0],
          [230, 350, 0],
          [60, 350, 0],
        ],
        fill: '#2a2c30',
      },
    ],
    lines: [
      {
        pts: [
          [3290, 1045],
          [3300, 650],
          [3370, 420],
          [3400, 260],
        ],
        color: '#000000',
        width: 8,
        opacity: 0.55,
      },
      {
        pts: [
          [2195, 1057],
          [2200, 600],
          [2195, 250],
        ],
        color: '#000000',
        width: 8,
        opacity: 0.55,
      },
      {
        pts: [
          [1052, 1068],
          [1150, 800],
          [1380, 620],
          [1470, 560],
        ],
        color: '#000000',
        width: 8,
        opacity: 0.55,
      },
      {
        pts: [
          [560, 760],
          [1050, 800],
          [1500, 760],
        ],
        color: '#ffffff',
        width: 12,
        opacity: 0.35,
      },
      {
        pts: [
          [3500, 760],
          [3980, 800],
          [4470, 770],
        ],
        color: '#ffffff',
        width: 12,
        opacity: 0.35,
      },
      {
        pts: [
          [1550, 470],
          [2500, 450],
          [3450, 470],
        ],
        color: '#000000',
        width: 14,
        opacity: 0.25,
      },
      {
        pts: [
          [3500, 1000],
          [4850, 830],
        ],
        color: '#000000',
        width: 8,
        opacity: 0.3,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [4690, 885, 0],
          [4920, 812],
          [4978, 720, 0],
          [4820, 735],
          [4700, 830, 0],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [20, 905, 0],
          [70, 1010],
          [430, 1045, 0],
          [410, 985],
          [30, 850, 0],
        ],
      },
    ],
    handles: [
      [2550, 935, 200],
      [1450, 935, 200],
    ],
    rim: { kind: 'y', color: '#2d3035', caliper: '#d0161b', spokes: 5 },
  };
}

function porsche911(): CarDef {
  const paint = '#dcdfe3';
  const dlo: P[] = [
    [1180, 1000, 0.2],
    [1450, 1150],
    [1850, 1228],
    [2270, 1195, 0.4],
    [2580, 1008, 0.2],
    [2000, 985],
    [1500, 985, 0.3],
  ];
  return {
    L: 4519,
    H: 1298,
    rearAxle: 1020,
    frontAxle: 3470,
    wheelR: 345,
    rimR: 258,
    sill: 180,
    archGap: 40,
    paint,
    belt: 980,
    horizon: 600,
    profile: [
      [90, 240, 0],
      [20, 330],
      [0, 560],
      [25, 760],
      [80, 858, 0.5],
      [200, 902],
      [500, 990],
      [850, 1100],
      [1250, 1230],
      [1650, 1292],
      [1950, 1298],
      [2250, 1265],
      [2550, 1120],
      [2780, 975],
      [3200, 905],
      [3650, 866],
      [3950, 842],
      [4200, 772],
      [4400, 652],
      [4495, 520],
      [4519, 390],
      [4470, 230],
      [4380, 200, 0],
    ],
    glass: [dlo],
    pillars: [
      [
        [1760, 988, 0],
        [1820, 988, 0],
        [1810, 1232, 0],
        [1745, 1230, 0],
      ],
    ],
    trim: { pts: dlo, color: '#15171a', width: 18 },
    parts: [
      {
        pts: [
          [2400, 1000],
          [2430, 1080],
          [2550, 1105],
          [2660, 1060],
          [2630, 1000],
        ],
        fill: 'paint',
        stroke: '#8e9399',
        width: 6,
      },
      {
        pts: [
          [1300, 180, 0],
          [3020, 180, 0],
          [3000, 240, 0],
          [1320, 235, 0],
        ],
        fill: '#2a2d31',
      },
      {
        pts: [
          [4250, 205, 0],
          [4420, 205, 0],
          [4500, 300],
          [4515, 420, 0],
          [4330, 400, 0],
        ],
        fill: '#1b1d20',
      },
      {
        pts: [
          [80, 240, 0],
          [450, 215, 0],
          [480, 300, 0],
          [25, 330, 0],
        ],
        fill: '#1b1d20',
      },
      {
        pts: [
          [420, 945],
          [780, 1060],
        ],
        fill: 'none',
        closed: false,
        stroke: '#3a3e44',
        width: 16,
      },
      {
        pts: [
          [470, 925],
          [800, 1030],
        ],
        fill: 'none',
        closed: false,
        stroke: '#3a3e44',
        width: 12,
      },
    ],
    lines: [
      {
        pts: [
          [2700, 975],
          [2720, 600],
          [2750, 400],
          [2770, 220],
        ],
        color: '#5d636b',
        width: 7,
        opacity: 0.8,
      },
      {
        pts: [
          [1700, 990],
          [1710, 600],
          [1690, 230],
        ],
        color: '#5d636b',
        width: 7,
        opacity: 0.8,
      },
      {
        pts: [
          [1500, 955],
          [1100, 925],
          [600, 850],
          [200, 740],
        ],
        color: '#ffffff',
        width: 22,
        opacity: 0.7,
      },
      {
        pts: [
          [2900, 880],
          [3450, 860],
          [4000, 800],
        ],
        color: '#ffffff',
        width: 16,
        opacity: 0.6,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [3760, 852, 0.6],
          [4040, 815],
          [4220, 742, 0.6],
          [4090, 738],
          [3790, 800, 0.6],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [10, 690, 0],
          [55, 790],
          [270, 860, 0],
          [260, 820],
          [25, 640, 0],
        ],
      },
    ],
    handles: [[1900, 880, 180]],
    rim: { kind: 'split', color: '#5b6067', caliper: '#c8102e', spokes: 5 },
  };
}

function rangeRover(): CarDef {
  const paint = '#1f3b2d';
  const dlo: P[] = [
    [300, 1345, 0.15],
    [285, 1730, 0.2],
    [420, 1768, 0.3],
    [3000, 1772, 0.3],
    [3110, 1740, 0.4],
    [3470, 1360, 0.15],
    [2000, 1345],
  ];
  return {
    L: 5052,
    H: 1870,
    rearAxle: 1090,
    frontAxle: 4087,
    wheelR: 405,
    rimR: 282,
    sill: 330,
    archGap: 55,
    paint,
    belt: 1330,
    horizon: 830,
    profile: [
      [60, 380, 0],
      [10, 480],
      [0, 900],
      [10, 1300],
      [40, 1560, 0.4],
      [90, 1770, 0.5],
      [240, 1838, 0.4],
      [800, 1856],
      [2400, 1870],
      [3000, 1850],
      [3200, 1768, 0.6],
      [3570, 1395, 0.4],
      [4300, 1352],
      [4850, 1322],
      [4990, 1268],
      [5042, 1150],
      [5052, 900],
      [5040, 560],
      [4960, 380, 0],
    ],
    glass: [dlo],
    roofColor: {
      pts: [
        [60, 1785, 0],
        [3080, 1790, 0],
        [3250, 1800, 0],
        [3250, 1950, 0],
        [0, 1950, 0],
      ],
    },
    pillars: [
      [
        [2150, 1345, 0],
        [2270, 1345, 0],
        [2270, 1775, 0],
        [2150, 1775, 0],
      ],
      [
        [1140, 1345, 0],
        [1240, 1345, 0],
        [1230, 1775, 0],
        [1130, 1775, 0],
      ],
    ],
    trim: { pts: dlo, color: '#0b0c0d', width: 20 },
    parts: [
      {
        pts: [
          [3300, 1350],
          [3320, 1450],
          [3460, 1480],
          [3580, 1430],
          [3550, 1350],
        ],
        fill: '#0e0f10',
      },
      {
        pts: [
          [3760, 1050, 0],
          [4080, 1075, 0],
          [4080, 1110, 0],
          [3760, 1085, 0],
        ],
        fill: '#0b0c0d',
      },
      {
        pts: [
          [1560, 470],
          [2600, 468],
          [3560, 472],
        ],
        fill: 'none',
        closed: false,
        stroke: '#aeb3b9',
        width: 14,
      },
      {
        pts: [
          [1600, 330, 0],
          [3540, 330, 0],
          [3520, 400, 0],
          [1620, 395, 0],
        ],
        fill: '#0e1011',
      },
      {
        pts: [
          [4700, 390, 0],
          [4960, 385, 0],
          [5030, 520],
          [5045, 700, 0],
          [4800, 640, 0],
        ],
        fill: '#0b0c0d',
      },
    ],
    lines: [
      {
        pts: [
          [3500, 1335],
          [3520, 900],
          [3560, 420],
        ],
        color: '#000000',
        width: 9,
        opacity: 0.8,
      },
      {
        pts: [
          [2210, 1335],
          [2210, 400],
        ],
        color: '#000000',
        width: 9,
        opacity: 0.8,
      },
      {
        pts: [
          [1190, 1335],
          [1220, 980],
          [1330, 830],
          [1560, 760],
        ],
        color: '#000000',
        width: 9,
        opacity: 0.8,
      },
      {
        pts: [
          [120, 1260],
          [2000, 1275],
          [4000, 1262],
          [4980, 1230],
        ],
        color: '#ffffff',
        width: 10,
        opacity: 0.2,
      },
      {
        pts: [
          [3600, 1385],
          [4980, 1282],
        ],
        color: '#ffffff',
        width: 8,
        opacity: 0.14,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [4700, 1300, 0],
          [4995, 1240],
          [5036, 1160, 0],
          [4870, 1170],
          [4710, 1255, 0],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [8, 1180, 0],
          [22, 1640, 0],
          [110, 1650, 0],
          [95, 1180, 0],
        ],
      },
    ],
    handles: [
      [2550, 1220, 250],
      [1450, 1220, 250],
    ],
    rim: { kind: 'split', color: '#b3b8be', spokes: 5 },
  };
}

function glc(): CarDef {
  const paint = '#aeb4bb';
  const dlo: P[] = [
    [500, 1205, 0.2],
    [560, 1440],
    [760, 1545],
    [1500, 1578],
    [2400, 1572],
    [2790, 1500, 0.4],
    [3200, 1200, 0.2],
    [2000, 1185],
  ];
  return {
    L: 4716,
    H: 1640,
    rearAxle: 958,
    frontAxle: 3846,
    wheelR: 375,
    rimR: 265,
    sill: 285,
    archGap: 55,
    paint,
    belt: 1180,
    horizon: 720,
    profile: [
      [70, 330, 0],
      [15, 420],
      [0, 750],
      [20, 1060],
      [70, 1190, 0.5],
      [150, 1300],
      [320, 1500],
      [450, 1580, 0.5],
      [800, 1615],
      [1500, 1636],
      [2100, 1640],
      [2600, 1618],
      [2800, 1575],
      [3330, 1185],
      [3450, 1160],
      [4100, 1090],
      [4560, 1000],
      [4690, 880],
      [4716, 600],
      [4680, 360],
      [4600, 300, 0],
    ],
    glass: [dlo],
    pillars: [
      [
        [1950, 1185, 0],
        [2060, 1185, 0],
        [2050, 1576, 0],
        [1940, 1576, 0],
      ],
      [
        [1000, 1192, 0],
        [1050, 1192, 0],
        [1020, 1558, 0],
        [970, 1556, 0],
      ],
    ],
    trim: { pts: dlo, color: '#d4d8dd', width: 18 },
    parts: [
      {
        pts: [
          [2990, 1195],
          [3020, 1285],
          [3160, 1315],
          [3280, 1260],
          [3250, 1195],
        ],
        fill: 'paint',
        stroke: '#50555c',
        width: 6,
      },
      {
        pts: [
          [1380, 285, 0],
          [3420, 285, 0],
          [3400, 380, 0],
          [1400, 370, 0],
        ],
        fill: '#1a1c1f',
      },
      {
        pts: [
          [1420, 400],
          [2400, 395],
          [3380, 400],
        ],
        fill: 'none',
        closed: false,
        stroke: '#d9dde1',
        width: 12,
      },
      {
        pts: [
          [4380, 310, 0],
          [4600, 300, 0],
          [4680, 380],
          [4705, 540, 0],
          [4480, 510, 0],
        ],
        fill: '#1b1d20',
      },
      {
        pts: [
          [70, 330, 0],
          [520, 300, 0],
          [560, 380, 0],
          [20, 420, 0],
        ],
        fill: '#1b1d20',
      },
    ],
    lines: [
      {
        pts: [
          [3230, 1185],
          [3250, 800],
          [3300, 560],
          [3330, 380],
        ],
        color: '#3e444b',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [2005, 1185],
          [2008, 700],
          [2005, 380],
        ],
        color: '#3e444b',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [1025, 1192],
          [1100, 950],
          [1260, 790],
          [1370, 730],
        ],
        color: '#3e444b',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [120, 1100],
          [1500, 1120],
          [3000, 1100],
          [4600, 1010],
        ],
        color: '#ffffff',
        width: 12,
        opacity: 0.45,
      },
      {
        pts: [
          [1400, 600],
          [2500, 560],
          [3450, 600],
        ],
        color: '#000000',
        width: 12,
        opacity: 0.18,
      },
      {
        pts: [
          [3350, 1178],
          [4600, 1000],
        ],
        color: '#ffffff',
        width: 8,
        opacity: 0.25,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [4340, 1062, 0],
          [4600, 985],
          [4690, 905, 0],
          [4500, 915],
          [4350, 1005, 0],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [18, 1050, 0],
          [70, 1170],
          [470, 1215, 0],
          [450, 1150],
          [25, 1000, 0],
        ],
      },
    ],
    handles: [
      [2450, 1060, 210],
      [1450, 1060, 210],
    ],
    rim: { kind: 'five', color: '#9ea4ab', spokes: 5 },
  };
}

function hatchA3(): CarDef {
  const paint = '#b01620';
  const dlo: P[] = [
    [560, 1095, 0.2],
    [640, 1330],
    [820, 1392],
    [1300, 1405],
    [1950, 1398],
    [2250, 1350, 0.4],
    [2750, 1070, 0.2],
    [1700, 1062],
  ];
  return {
    L: 4343,
    H: 1450,
    rearAxle: 800,
    frontAxle: 3436,
    wheelR: 332,
    rimR: 238,
    sill: 200,
    paint,
    belt: 1065,
    horizon: 640,
    profile: [
      [70, 250, 0],
      [15, 340],
      [0, 600],
      [20, 900],
      [65, 1040, 0.5],
      [160, 1130],
      [380, 1320],
      [560, 1410, 0.5],
      [800, 1435],
      [1300, 1450],
      [1950, 1445],
      [2250, 1400],
      [2920, 1032],
      [3050, 1010],
      [3650, 952],
      [4080, 877],
      [4290, 780],
      [4343, 560],
      [4310, 310],
      [4230, 240, 0],
    ],
    glass: [dlo],
    pillars: [
      [
        [1700, 1064, 0],
        [1800, 1064, 0],
        [1790, 1403, 0],
        [1690, 1403, 0],
      ],
      [
        [850, 1078, 0],
        [900, 1078, 0],
        [880, 1398, 0],
        [830, 1396, 0],
      ],
    ],
    trim: { pts: dlo, color: '#c4c8cd', width: 14 },
    parts: [
      {
        pts: [
          [2560, 1075],
          [2590, 1160],
          [2720, 1190],
          [2840, 1140],
          [2810, 1075],
        ],
        fill: 'paint',
        stroke: '#3a0508',
        width: 6,
      },
      {
        pts: [
          [1180, 200, 0],
          [3020, 200, 0],
          [3000, 265, 0],
          [1200, 258, 0],
        ],
        fill: '#121315',
      },
      {
        pts: [
          [3980, 245, 0],
          [4230, 240, 0],
          [4300, 310],
          [4330, 470, 0],
          [4100, 440, 0],
        ],
        fill: '#101113',
      },
      {
        pts: [
          [70, 250, 0],
          [450, 225, 0],
          [480, 300, 0],
          [20, 340, 0],
        ],
        fill: '#101113',
      },
    ],
    lines: [
      {
        pts: [
          [2770, 1060],
          [2770, 700],
          [2810, 450],
          [2830, 270],
        ],
        color: '#2a0306',
        width: 8,
        opacity: 0.8,
      },
      {
        pts: [
          [1750, 1064],
          [1752, 600],
          [1750, 260],
        ],
        color: '#2a0306',
        width: 8,
        opacity: 0.8,
      },
      {
        pts: [
          [875, 1078],
          [950, 820],
          [1060, 680],
          [1140, 600],
        ],
        color: '#2a0306',
        width: 8,
        opacity: 0.8,
      },
      {
        pts: [
          [100, 960],
          [1500, 985],
          [3000, 955],
          [4200, 860],
        ],
        color: '#ffffff',
        width: 12,
        opacity: 0.4,
      },
      {
        pts: [
          [1200, 500],
          [2200, 470],
          [3050, 500],
        ],
        color: '#000000',
        width: 12,
        opacity: 0.22,
      },
      {
        pts: [
          [2950, 1025],
          [4200, 850],
        ],
        color: '#000000',
        width: 7,
        opacity: 0.25,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [3950, 922, 0],
          [4250, 845],
          [4322, 765, 0],
          [4120, 785],
          [3958, 880, 0],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [14, 935, 0],
          [50, 1045],
          [390, 1085, 0],
          [370, 1025],
          [22, 880, 0],
        ],
      },
    ],
    handles: [
      [2150, 960, 190],
      [1150, 960, 190],
    ],
    rim: { kind: 'five', color: '#b9bec5', spokes: 5 },
  };
}

function suvX5(): CarDef {
  const paint = '#e2e4e3';
  const dlo: P[] = [
    [600, 1285, 0.2],
    [610, 1560],
    [800, 1662],
    [1800, 1690],
    [2600, 1682],
    [2830, 1640, 0.4],
    [3370, 1280, 0.2],
    [2200, 1262],
  ];
  return {
    L: 4922,
    H: 1745,
    rearAxle: 1047,
    frontAxle: 4022,
    wheelR: 392,
    rimR: 275,
    sill: 320,
    archGap: 55,
    paint,
    belt: 1265,
    horizon: 780,
    profile: [
      [70, 360, 0],
      [15, 460],
      [0, 800],
      [15, 1150],
      [60, 1320, 0.5],
      [170, 1430],
      [330, 1610],
      [480, 1690, 0.5],
      [900, 1728],
      [1800, 1745],
      [2600, 1735],
      [2850, 1690],
      [3480, 1275],
      [3620, 1245],
      [4400, 1180],
      [4790, 1095],
      [4905, 965],
      [4922, 650],
      [4880, 400],
      [4800, 340, 0],
    ],
    glass: [dlo],
    pillars: [
      [
        [2150, 1262, 0],
        [2260, 1262, 0],
        [2250, 1690, 0],
        [2140, 1690, 0],
      ],
      [
        [1100, 1268, 0],
        [1230, 1268, 0],
        [1130, 1684, 0],
        [1020, 1680, 0],
      ],
    ],
    trim: { pts: dlo, color: '#a9aeb4', width: 16 },
    parts: [
      {
        pts: [
          [3150, 1275],
          [3180, 1370],
          [3320, 1400],
          [3440, 1345],
          [3410, 1275],
        ],
        fill: 'paint',
        stroke: '#7d838a',
        width: 6,
      },
      {
        pts: [
          [1500, 320, 0],
          [3580, 320, 0],
          [3560, 410, 0],
          [1520, 400, 0],
        ],
        fill: '#2a2d31',
      },
      {
        pts: [
          [4560, 350, 0],
          [4800, 340, 0],
          [4880, 420],
          [4910, 600, 0],
          [4660, 570, 0],
        ],
        fill: '#1c1e21',
      },
      {
        pts: [
          [70, 360, 0],
          [600, 330, 0],
          [640, 420, 0],
          [20, 460, 0],
        ],
        fill: '#1c1e21',
      },
      {
        pts: [
          [3680, 960, 0],
          [3830, 980, 0],
          [3810, 1010, 0],
          [3670, 992, 0],
        ],
        fill: '#17191c',
      },
    ],
    lines: [
      {
        pts: [
          [3380, 1265],
          [3400, 850],
          [3440, 580],
          [3460, 410],
        ],
        color: '#7c828a',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [2205, 1262],
          [2208, 700],
          [2205, 410],
        ],
        color: '#7c828a',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [1165, 1268],
          [1250, 1000],
          [1380, 870],
          [1500, 820],
        ],
        color: '#7c828a',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [120, 1150],
          [1500, 1180],
          [3300, 1160],
          [4700, 1080],
        ],
        color: '#ffffff',
        width: 14,
        opacity: 0.7,
      },
      {
        pts: [
          [1500, 650],
          [2600, 620],
          [3600, 650],
        ],
        color: '#000000',
        width: 12,
        opacity: 0.15,
      },
      {
        pts: [
          [3500, 1268],
          [4750, 1100],
        ],
        color: '#9aa0a7',
        width: 8,
        opacity: 0.5,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [4500, 1160, 0],
          [4800, 1092],
          [4898, 990, 0],
          [4700, 1000],
          [4510, 1110, 0],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [16, 1130, 0],
          [60, 1250],
          [500, 1300, 0],
          [480, 1230],
          [22, 1080, 0],
        ],
      },
    ],
    handles: [
      [2600, 1140, 220],
      [1550, 1140, 220],
    ],
    rim: { kind: 'y', color: '#33373c', caliper: '#1e4fd6', spokes: 5 },
  };
}

function fiat500(): CarDef {
  const paint = '#8fd3bd';
  const dlo: P[] = [
    [380, 1085, 0.2],
    [440, 1290],
    [620, 1422],
    [1000, 1468],
    [1500, 1462],
    [1880, 1400, 0.4],
    [2400, 1085, 0.2],
    [1500, 1060],
  ];
  return {
    L: 3632,
    H: 1527,
    rearAxle: 620,
    frontAxle: 2942,
    wheelR: 312,
    rimR: 220,
    sill: 215,
    archGap: 45,
    paint,
    belt: 1055,
    horizon: 640,
    profile: [
      [60, 260, 0],
      [10, 360],
      [0, 650],
      [15, 950],
      [60, 1180],
      [160, 1380],
      [330, 1490],
      [650, 1527],
      [1300, 1525],
      [1700, 1495],
      [1950, 1435],
      [2450, 1110],
      [2620, 1012],
      [3100, 947],
      [3420, 872],
      [3580, 752],
      [3632, 560],
      [3600, 340],
      [3520, 270, 0],
    ],
    glass: [dlo],
    pillars: [
      [
        [1120, 1062, 0],
        [1230, 1062, 0],
        [1250, 1468, 0],
        [1120, 1468, 0],
      ],
    ],
    trim: { pts: dlo, color: '#cfd4d8', width: 16 },
    parts: [
      {
        pts: [
          [2180, 1080],
          [2210, 1165],
          [2340, 1195],
          [2450, 1145],
          [2420, 1080],
        ],
        fill: 'paint',
        stroke: '#3f6f60',
        width: 6,
      },
      {
        pts: [
          [980, 215, 0],
          [2560, 215, 0],
          [2540, 275, 0],
          [1000, 270, 0],
        ],
        fill: '#1a1c1e',
      },
      {
        pts: [
          [3340, 275, 0],
          [3520, 270, 0],
          [3590, 330],
          [3615, 450, 0],
          [3420, 430, 0],
        ],
        fill: '#1b1d1f',
      },
      {
        pts: [
          [60, 262, 0],
          [340, 240, 0],
          [360, 320, 0],
          [12, 360, 0],
        ],
        fill: '#1b1d1f',
      },
    ],
    lines: [
      {
        pts: [
          [2440, 1070],
          [2440, 700],
          [2470, 450],
          [2480, 270],
        ],
        color: '#3b6a5b',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [1175, 1062],
          [1185, 600],
          [1160, 270],
        ],
        color: '#3b6a5b',
        width: 8,
        opacity: 0.9,
      },
      {
        pts: [
          [90, 950],
          [1200, 985],
          [2500, 960],
          [3500, 850],
        ],
        color: '#ffffff',
        width: 12,
        opacity: 0.45,
      },
      {
        pts: [
          [980, 520],
          [1800, 500],
          [2560, 520],
        ],
        color: '#000000',
        width: 12,
        opacity: 0.12,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [3300, 905, 0.6],
          [3520, 830],
          [3598, 735, 0.6],
          [3450, 770],
          [3310, 862, 0.6],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [10, 870, 0],
          [32, 1110, 0],
          [120, 1125, 0],
          [95, 870, 0],
        ],
      },
    ],
    handles: [[1350, 960, 170]],
    rim: { kind: 'aero', color: '#d9dce0', spokes: 5 },
  };
}

/* ------------------------------------------------------------------------------------------------
 * Side-view trucks
 * --------------------------------------------------------------------------------------------- */

interface TruckDef {
  paint: string;
  lower: string;
  cabH: number;
  cabLen: number;
  frontOverhang: number;
  wb: number;
  rearOverhang: number;
  wheelR: number;
  rimR: number;
  rim: RimStyle;
  window: 'round' | 'dip' | 'square';
  deflector: string;
  stripe?: string;
  trailer?: { curtain: string; rail: string };
}

function rect(x0: number, y0: number, x1: number, y1: number, fill: string, extra = ''): string {
  return `<rect x="${f(Math.min(x0, x1))}" y="${f(Math.min(y0, y1))}" width="${f(Math.abs(x1 - x0))}" height="${f(Math.abs(y1 - y0))}" fill="${fill}"${extra}/>`;
}

function drawTruck(t: TruckDef, prefix: string, s: number, ox: number, gy: number, facing: 1 | -1): Placed {
  const d = new Defs(prefix);
  const R = t.wheelR;
  const Lt = t.rearOverhang + t.wb + t.frontOverhang;
  const ra = t.rearOverhang;
  const fa = t.rearOverhang + t.wb;
  const cabRear = Lt - t.cabLen;
  const cabH = t.cabH;
  const out: string[] = [];
  const wheelsX: number[] = [];

  // ---------------- trailer ----------------
  let xMin = 0;
  if (t.trailer) {
    const kingpin = ra + 450;
    const tFront = kingpin + 1600;
    const tRear = tFront - 13600;
    xMin = tRear;
    const top = 4000;
    const floor = 1300;
    const cur = d.id('curtain');
    d.add(
      linear(cur, 0, top, 0, floor, [
        [0, lighten(t.trailer.curtain, 0.5)],
        [0.35, t.trailer.curtain],
        [0.62, darken(t.trailer.curtain, 0.04)],
        [0.64, darken(t.trailer.curtain, 0.16)],
        [1, darken(t.trailer.curtain, 0.3)],
      ]),
    );
    const railG = d.id('rail');
    d.add(
      linear(railG, 0, floor + 100, 0, floor - 250, [
        [0, lighten(t.trailer.rail, 0.4)],
        [1, darken(t.trailer.rail, 0.3)],
      ]),
    );
    // chassis beams
    out.push(rect(tRear + 300, 900, tFront - 300, floor - 150, '#17181b'));
    // landing legs
    const leg = kingpin - 2300;
    out.push(rect(leg - 70, 260, leg + 70, floor - 100, '#2b2d31'));
    out.push(rect(leg - 160, 220, leg + 160, 270, '#1c1d20'));
    out.push(rect(leg + 70, 760, leg + 200, 800, '#3a3d42'));
    // side guard
    const axles = [tRear + 2100, tRear + 2100 + 1310, tRear + 2100 + 2620];
    const gx0 = leg + 500;
    const gx1 = axles[2]! + R + 250;
    out.push(rect(gx1, 480, gx0, 560, '#aeb3b9'));
    out.push(rect(gx1, 780, gx0, 860, '#aeb3b9'));
    for (let x = gx1 + 200; x < gx0; x += 2400) out.push(rect(x, 480, x + 70, floor - 150, '#5c6066'));
    // box
    out.push(
      `<path d="${curve(
        [
          [tRear, floor, 0],
          [tRear, top - 60, 0.3],
          [tRear + 60, top, 0.3],
          [tFront - 60, top, 0.3],
          [tFront, top - 60, 0.3],
          [tFront, floor, 0],
        ],
        true,
      )}" fill="url(#${cur})"/>`,
    );
    for (let x = tRear + 650; x < tFront - 300; x += 640) {
      out.push(rect(x, floor + 120, x + 26, top - 150, '#000000', ' opacity="0.12"'));
      out.push(rect(x + 26, floor + 120, x + 40, top - 150, '#ffffff', ' opacity="0.18"'));
    }
    out.push(rect(tRear, top - 170, tFront, top, '#5d6168'));
    out.push(rect(tRear, top - 175, tFront, top - 160, '#ffffff', ' opacity="0.25"'));
    out.push(rect(tRear, floor - 250, tFront, floor + 110, `url(#${railG})`));
    out.push(rect(tRear, floor - 250, tRear + 140, top, '#4a4e54'));
    out.push(rect(tFront - 140, floor - 250, tFront, top, '#4a4e54'));
    // side markers
    for (let x = tRear + 1200; x < tFront - 600; x += 2600)
      out.push(rect(x, floor - 160, x + 110, floor - 90, '#f29b1d'));
    // rear bumper + lights
    out.push(rect(tRear + 60, 430, tRear + 260, 620, '#8d9299'));
    out.push(rect(tRear + 120, 620, tRear + 190, floor - 250, '#3a3d42'));
    out.push(rect(tRear - 10, 700, tRear + 80, 900, '#c4121b'));
    // wheels + mudguards
    for (const ax of axles) {
      out.push(wheel(d, ax, R, R, t.rimR, { kind: 'truck', color: '#c3c8ce' }));
      wheelsX.push(ax);
    }
    out.push(rect(axles[0]! - R - 80, floor - 250, axles[2]! + R + 80, floor - 190, '#141517'));
    for (const ax of axles) {
      out.push(
        `<path d="M${f(ax - R - 60)},${f(R)} A${f(R + 60)},${f(R + 60)} 0 0 1 ${f(ax + R + 60)},${f(R)}" fill="none" stroke="#121315" stroke-width="70"/>`,
      );
    }
    out.push(rect(axles[0]! - R - 150, 200, axles[0]! - R - 90, R + 200, '#101113'));
  }

  // ---------------- tractor chassis ----------------
  out.push(rect(0, 880, Lt - 500, 1150, '#1b1c1f'));
  // fifth wheel (hidden under the trailer when there is one)
  if (!t.trailer) {
    out.push(rect(ra + 50, 1150, ra + 900, 1230, '#26282c'));
    out.push(
      `<path d="${curve(
        [
          [ra + 100, 1230, 0],
          [ra + 850, 1230, 0],
          [ra + 800, 1300, 0],
          [ra + 150, 1300, 0],
        ],
        true,
      )}" fill="#33363b"/>`,
    );
  }
  // air tanks / battery box
  out.push(`<rect x="${f(ra + R + 180)}" y="600" width="420" height="460" rx="40" fill="#202226"/>`);
  // fuel tank
  const tankG = d.id('tank');
  d.add(
    linear(tankG, 0, 1120, 0, 520, [
      [0, '#e9ecef'],
      [0.3, '#b3b9c0'],
      [0.55, '#8b9199'],
      [0.58, '#c9ced4'],
      [1, '#5d6269'],
    ]),
  );
  const tank0 = ra + R + 700;
  const tank1 = fa - R - 700;
  out.push(`<rect x="${f(tank0)}" y="540" width="${f(tank1 - tank0)}" height="560" rx="90" fill="url(#${tankG})"/>`);
  for (const k of [0.22, 0.78]) {
    const x = tank0 + (tank1 - tank0) * k;
    out.push(rect(x - 30, 530, x + 30, 1110, '#2a2c30'));
  }
  // steps
  const stepX1 = fa - R - 90;
  const stepX0 = stepX1 - 480;
  out.push(
    `<rect x="${f(stepX0)}" y="430" width="${f(stepX1 - stepX0)}" height="820" rx="40" fill="${darken(t.lower, 0.2)}"/>`,
  );
  for (const y of [520, 820]) out.push(rect(stepX0 + 40, y, stepX1 - 40, y + 60, '#5a5e64'));
  // rear mudguard + flap
  out.push(
    `<path d="M${f(ra - R - 80)},${f(R + 20)} A${f(R + 80)},${f(R + 80)} 0 0 1 ${f(ra + R + 80)},${f(R + 20)}" fill="none" stroke="#111214" stroke-width="90"/>`,
  );
  out.push(rect(ra - R - 170, 170, ra - R - 100, R + 200, '#0f1012'));
  out.push(wheel(d, ra, R, R, t.rimR, t.rim));
  wheelsX.push(ra);

  // ---------------- cab ----------------
  const gap = 70;
  const Ra = R + gap;
  const sill = 430;
  const dx = Math.sqrt(Ra * Ra - (R - sill) * (R - sill));
  const faceTopX = Lt - 80;
  const cab = [
    `M${f(cabRear)},1200`,
    `L${f(cabRear)},${f(cabH - 180)}`,
    `Q${f(cabRear)},${f(cabH)} ${f(cabRear + 180)},${f(cabH)}`,
    `L${f(Lt - 320)},${f(cabH)}`,
    `Q${f(Lt - 90)},${f(cabH)} ${f(faceTopX)},${f(cabH - 230)}`,
    `L${f(Lt - 15)},1320`,
    `Q${f(Lt + 15)},1280 ${f(Lt + 15)},1150`,
    `L${f(Lt + 15)},520`,
    `Q${f(Lt + 15)},${sill} ${f(Lt - 80)},${sill}`,
    `L${f(fa + dx)},${sill}`,
    `A${f(Ra)},${f(Ra)} 0 0 1 ${f(fa - dx)},${sill}`,
    `L${f(stepX1)},${sill}`,
    `L${f(stepX1)},1200Z`,
  ].join(' ');
  const clip = d.id('cabclip');
  d.add(`<clipPath id="${clip}"><path d="${cab}"/></clipPath>`);
  const cabG = d.id('cab');
  const p = t.paint;
  const yy = (v: number) => 1 - v / cabH;
  d.add(
    linear(cabG, 0, cabH, 0, 0, [
      [0, lighten(p, 0.35)],
      [yy(cabH - 300), lighten(p, 0.08)],
      [yy(2300), lighten(p, 0.18)],
      [yy(1900), p],
      [yy(1710), darken(p, 0.06)],
      [yy(1690), darken(p, 0.3)],
      [yy(1200), darken(p, 0.2)],
      [1, darken(p, 0.45)],
    ]),
  );
  const edgeG = d.id('edge');
  d.add(
    linear(edgeG, cabRear, 0, Lt + 20, 0, [
      [0, '#000000', 0.35],
      [0.08, '#000000', 0],
      [0.86, '#ffffff', 0],
      [0.93, '#ffffff', 0.28],
      [0.97, '#000000', 0.1],
      [1, '#000000', 0.4],
    ]),
  );
  out.push(`<path d="M${f(fa + dx)},${sill} A${f(Ra)},${f(Ra)} 0 0 1 ${f(fa - dx)},${sill}Z" fill="#08090a"/>`);
  out.push(wheel(d, fa, R, R, t.rimR, t.rim));
  wheelsX.push(fa);
  // deflector
  const defG = d.id('defl');
  d.add(
    linear(defG, cabRear - 300, 0, cabRear, 0, [
      [0, darken(t.deflector, 0.35)],
      [1, t.deflector],
    ]),
  );
  out.push(
    `<path d="${poly([
      [cabRear + 10, 1500],
      [cabRear + 10, cabH - 120],
      [cabRear - 300, cabH - 220],
      [cabRear - 300, 1750],
    ])}" fill="url(#${defG})"/>`,
  );
  out.push(`<path d="${cab}" fill="url(#${cabG})"/>`);
  const inCab: string[] = [];
  inCab.push(rect(cabRear - 10, 0, Lt + 40, cabH + 20, `url(#${edgeG})`));
  inCab.push(rect(cabRear - 10, 0, Lt + 40, 1200, t.lower));
  inCab.push(rect(cabRear - 10, 1180, Lt + 40, 1200, '#000000', ' opacity="0.35"'));
  if (t.stripe) inCab.push(rect(cabRear - 10, 1330, Lt + 40, 1420, t.stripe));
  // upper roof crease
  inCab.push(rect(cabRear - 10, 3300, Lt + 40, 3318, '#000000', ' opacity="0.25"'));
  inCab.push(rect(cabRear - 10, 3318, Lt + 40, 3330, '#ffffff', ' opacity="0.25"'));
  out.push(`<g clip-path="url(#${clip})">${inCab.join('')}</g>`);

  // door
  const winTop = 3160;
  const winBot = t.window === 'dip' ? 2520 : 2400;
  const faceX = (y: number) => Lt - 15 + ((faceTopX - (Lt - 15)) * (y - 1320)) / (cabH - 230 - 1320);
  const doorRear = cabRear + 520;
  const door = curve(
    [
      [doorRear, 1260, 0.2],
      [doorRear, winTop + 90, 0.2],
      [faceX(winTop + 90) - 110, winTop + 90, 0.2],
      [faceX(1300) - 90, 1260, 0.2],
    ],
    true,
  );
  out.push(`<path d="${door}" fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="18"/>`);
  out.push(`<rect x="${f(cabRear + 200)}" y="1450" width="55" height="1150" rx="27" fill="#1b1c1f"/>`);
  out.push(`<rect x="${f(doorRear + 90)}" y="2180" width="200" height="55" rx="27" fill="#1b1c1f"/>`);
  // windows
  const glassG = d.id('tglass');
  d.add(
    linear(glassG, doorRear, winTop, Lt, winBot, [
      [0, '#3d4754'],
      [0.5, '#121820'],
      [1, '#06080a'],
    ]),
  );
  const fr = (y: number) => faceX(y) - 150;
  let win: P[];
  if (t.window === 'dip') {
    win = [
      [doorRear + 130, winBot, 0.2],
      [doorRear + 130, winTop, 0.2],
      [fr(winTop), winTop, 0.2],
      [fr(2150), 2150, 0.2],
      [Lt - 620, 2150, 0.7],
      [Lt - 1050, winBot, 0.7],
    ];
  } else if (t.window === 'square') {
    win = [
      [doorRear + 130, winBot, 0.1],
      [doorRear + 130, winTop - 120, 0.5],
      [doorRear + 300, winTop, 0.3],
      [fr(winTop), winTop, 0.15],
      [fr(winBot), winBot, 0.15],
    ];
  } else {
    win = [
      [doorRear + 130, winBot, 0.25],
      [doorRear + 130, winTop, 0.25],
      [fr(winTop), winTop, 0.25],
      [fr(winBot), winBot, 0.25],
    ];
  }
  const winP = curve(win, true);
  out.push(`<path d="${winP}" fill="url(#${glassG})" stroke="#0b0c0e" stroke-width="30"/>`);
  out.push(
    `<path d="${poly([
      [doorRear + 600, winBot + 10],
      [doorRear + 900, winBot + 10],
      [doorRear + 1200, winTop - 10],
      [doorRear + 1000, winTop - 10],
    ])}" fill="#ffffff" opacity="0.08"/>`,
  );
  // windscreen edge
  out.push(
    `<path d="${poly([
      [faceX(2380) - 70, 2380],
      [faceX(2380) + 12, 2380],
      [faceX(cabH - 480) + 12, cabH - 480],
      [faceX(cabH - 480) - 70, cabH - 480],
    ])}" fill="#0c0e11"/>`,
  );
  // sun visor + marker lights
  out.push(
    `<path d="${curve(
      [
        [Lt - 420, cabH - 330, 0.3],
        [Lt + 40, cabH - 360, 0.3],
        [Lt + 70, cabH - 440, 0.3],
        [Lt - 420, cabH - 430, 0.3],
      ],
      true,
    )}" fill="${darken(p, 0.35)}"/>`,
  );
  for (let i = 0; i < 3; i++) out.push(rect(Lt - 350 + i * 130, cabH - 325, Lt - 280 + i * 130, cabH - 280, '#ffb238'));
  // bumper lamp + step on bumper
  out.push(
    `<path d="${curve(
      [
        [Lt - 220, 900, 0.3],
        [Lt + 20, 900, 0.3],
        [Lt + 20, 1060, 0.3],
        [Lt - 220, 1060, 0.3],
      ],
      true,
    )}" fill="#dfe6ee" stroke="#15171a" stroke-width="20"/>`,
  );
  out.push(rect(Lt - 500, 620, Lt - 120, 660, '#000000', ' opacity="0.4"'));
  // side markers on chassis
  for (const x of [ra + R + 700, tank1 + 200]) out.push(rect(x, 1010, x + 110, 1070, '#f29b1d'));
  // mirror
  out.push(
    `<path d="M${f(Lt - 140)},3050 Q${f(Lt + 120)},3120 ${f(Lt + 170)},3000" fill="none" stroke="#1a1b1e" stroke-width="40"/>`,
  );
  out.push(
    `<rect x="${f(Lt + 110)}" y="2280" width="190" height="800" rx="60" fill="${darken(p, 0.1)}" stroke="#111214" stroke-width="20"/>`,
  );
  out.push(`<rect x="${f(Lt + 140)}" y="2000" width="150" height="240" rx="40" fill="#1a1b1e"/>`);
  out.push(`<path d="M${f(Lt - 100)},2200 L${f(Lt + 160)},2120" stroke="#1a1b1e" stroke-width="30"/>`);

  const totalL = Lt + 300 - xMin;
  const sx = facing * s;
  const tx = facing === 1 ? ox - xMin * s : ox + (Lt + 300) * s;
  const svg = `<g transform="translate(${f(tx)},${f(gy)}) scale(${sx},${-s})">${out.join('')}</g>`;
  const toScreen = (x: number) => (facing === 1 ? ox + (x - xMin) * s : ox + (Lt + 300 - x) * s);
  return {
    defs: d.toString(),
    svg,
    wheelsScreen: wheelsX.map((x) => ({ x: toScreen(x), r: R * s })),
    x0: ox,
    x1: ox + totalL * s,
    top: gy - (t.trailer ? 4000 : cabH) * s,
  };
}

function truckLength(t: TruckDef): number {
  const Lt = t.rearOverhang + t.wb + t.frontOverhang;
  const xMin = t.trailer ? t.rearOverhang + 450 + 1600 - 13600 : 0;
  return Lt + 300 - xMin;
}

function van(): CarDef {
  const paint = '#eef0f1';
  return {
    L: 5998,
    H: 2620,
    rearAxle: 1538,
    frontAxle: 5058,
    wheelR: 352,
    rimR: 215,
    sill: 420,
    archGap: 70,
    paint,
    belt: 1520,
    horizon: 1150,
    profile: [
      [60, 430, 0],
      [0, 520, 0.3],
      [0, 2450, 0.4],
      [80, 2600, 0.4],
      [300, 2620],
      [4200, 2620],
      [4450, 2592, 0.6],
      [4620, 2480, 0.6],
      [5250, 1430, 0.5],
      [5700, 1255],
      [5940, 1090],
      [5998, 900],
      [5990, 560],
      [5920, 430, 0],
    ],
    glass: [
      [
        [4260, 1530, 0.2],
        [4260, 2330, 0.2],
        [4560, 2360, 0.2],
        [5090, 1545, 0.2],
      ],
    ],
    trim: {
      pts: [
        [4260, 1530, 0.2],
        [4260, 2330, 0.2],
        [4560, 2360, 0.2],
        [5090, 1545, 0.2],
      ],
      color: '#15171a',
      width: 30,
    },
    parts: [
      // bumpers
      {
        pts: [
          [5560, 430, 0],
          [5920, 430, 0],
          [5990, 560],
          [5998, 860, 0],
          [5620, 820, 0],
        ],
        fill: '#3a3d42',
      },
      {
        pts: [
          [0, 430, 0],
          [380, 430, 0],
          [380, 640, 0],
          [0, 640, 0],
        ],
        fill: '#3a3d42',
      },
      {
        pts: [
          [1980, 430, 0],
          [4600, 430, 0],
          [4600, 520, 0],
          [1980, 520, 0],
        ],
        fill: '#3a3d42',
      },
      // mirror
      {
        pts: [
          [5020, 1700],
          [5180, 1760],
        ],
        fill: 'none',
        closed: false,
        stroke: '#202226',
        width: 40,
      },
      {
        pts: [
          [5150, 1620, 0.4],
          [5300, 1620, 0.4],
          [5300, 2050, 0.4],
          [5150, 2050, 0.4],
        ],
        fill: '#202226',
      },
      // windscreen glass seen edge-on
      {
        pts: [
          [4585, 2455, 0],
          [4650, 2455, 0],
          [5262, 1450, 0],
          [5195, 1450, 0],
        ],
        fill: '#0d1116',
      },
      // grille side + cowl
      {
        pts: [
          [5900, 870, 0],
          [5996, 880, 0],
          [5996, 1000, 0],
          [5930, 1080, 0],
        ],
        fill: '#25272b',
      },
      // sliding door rail
      {
        pts: [
          [1900, 2290, 0],
          [3950, 2290, 0],
          [3950, 2320, 0],
          [1900, 2320, 0],
        ],
        fill: '#2a2c30',
      },
    ],
    lines: [
      {
        pts: [
          [4140, 2440],
          [4140, 1200],
          [4200, 900],
          [4240, 700],
        ],
        color: '#7d838a',
        width: 12,
        opacity: 0.9,
      },
      {
        pts: [
          [3960, 2440],
          [3960, 540],
        ],
        color: '#7d838a',
        width: 12,
        opacity: 0.9,
      },
      {
        pts: [
          [2450, 2440],
          [2450, 540],
        ],
        color: '#7d838a',
        width: 12,
        opacity: 0.9,
      },
      {
        pts: [
          [60, 2450],
          [60, 520],
        ],
        color: '#7d838a',
        width: 12,
        opacity: 0.9,
      },
      {
        pts: [
          [80, 2480],
          [4200, 2480],
        ],
        color: '#ffffff',
        width: 14,
        opacity: 0.8,
      },
      {
        pts: [
          [120, 1650],
          [2000, 1650],
          [4100, 1650],
        ],
        color: '#000000',
        width: 10,
        opacity: 0.12,
      },
      {
        pts: [
          [120, 1672],
          [4100, 1672],
        ],
        color: '#ffffff',
        width: 10,
        opacity: 0.5,
      },
      {
        pts: [
          [120, 1000],
          [4100, 1000],
        ],
        color: '#000000',
        width: 10,
        opacity: 0.1,
      },
    ],
    lamps: [
      {
        kind: 'head',
        pts: [
          [5640, 1240, 0],
          [5935, 1092],
          [5985, 990, 0],
          [5770, 1060],
          [5650, 1170, 0],
        ],
      },
      {
        kind: 'tail',
        pts: [
          [-4, 700, 0],
          [-4, 1450, 0],
          [60, 1450, 0],
          [60, 700, 0],
        ],
      },
    ],
    handles: [
      [4300, 1420, 200],
      [3700, 1320, 200],
    ],
    rim: { kind: 'van', color: '#9aa1a8' },
  };
}

const scania: TruckDef = {
  paint: '#b3121b',
  lower: '#26282c',
  cabH: 3950,
  cabLen: 2300,
  frontOverhang: 1450,
  wb: 3700,
  rearOverhang: 900,
  wheelR: 535,
  rimR: 300,
  rim: { kind: 'truck', color: '#c9ced4' },
  window: 'round',
  deflector: '#8e1016',
  trailer: { curtain: '#d9dde2', rail: '#8d9299' },
};

const volvo: TruckDef = {
  paint: '#1c4b8f',
  lower: '#1d2024',
  cabH: 3980,
  cabLen: 2350,
  frontOverhang: 1400,
  wb: 3800,
  rearOverhang: 950,
  wheelR: 535,
  rimR: 300,
  rim: { kind: 'truck', color: '#c9ced4' },
  window: 'dip',
  deflector: '#173e77',
  stripe: '#b9bec4',
};

const man: TruckDef = {
  paint: '#eceeef',
  lower: '#5b6168',
  cabH: 3850,
  cabLen: 2280,
  frontOverhang: 1430,
  wb: 3600,
  rearOverhang: 920,
  wheelR: 535,
  rimR: 300,
  rim: { kind: 'truck', color: '#b9bec4' },
  window: 'square',
  deflector: '#9ba1a8',
};

/* ------------------------------------------------------------------------------------------------
 * Front views
 * --------------------------------------------------------------------------------------------- */

interface FrontCarDef {
  width: number;
  height: number;
  track: number;
  tyreW: number;
  paint: string;
  grille: 'mesh' | 'slats';
  beltY: number;
  hoodY: number;
  chrome?: boolean;
}

/** Mirror a right-half outline (x >= 0, from the bottom centre to the top centre) into a full closed path. */
function mirrored(right: P[]): P[] {
  const left = right
    .slice(1, -1)
    .reverse()
    .map((p): P => (p[2] === undefined ? [-p[0], p[1]] : [-p[0], p[1], p[2]]));
  return [...right, ...left];
}

function drawFrontCar(c: FrontCarDef, prefix: string, s: number, cx: number, gy: number): Placed {
  const d = new Defs(prefix);
  const out: string[] = [];
  const hw = c.width / 2;
  const p = c.paint;
  const ty = c.track / 2;
  // tyres
  const tyreG = d.id('ftyre');
  d.add(
    linear(
      tyreG,
      0,
      0,
      1,
      0,
      [
        [0, '#0c0d0f'],
        [0.3, '#1f2125'],
        [0.5, '#25272b'],
        [0.7, '#1f2125'],
        [1, '#0c0d0f'],
      ],
      false,
    ),
  );
  for (const sgn of [-1, 1]) {
    const x0 = sgn * ty - c.tyreW / 2;
    out.push(`<rect x="${f(x0)}" y="0" width="${f(c.tyreW)}" height="560" rx="70" fill="url(#${tyreG})"/>`);
    out.push(rect(x0 + c.tyreW * 0.3, 10, x0 + c.tyreW * 0.34, 500, '#0a0b0c', ' opacity="0.6"'));
    out.push(rect(x0 + c.tyreW * 0.66, 10, x0 + c.tyreW * 0.7, 500, '#0a0b0c', ' opacity="0.6"'));
  }
  out.push(rect(-ty + c.tyreW / 2, 90, ty - c.tyreW / 2, 330, '#060708'));
  // greenhouse: side glass silhouette, then pillars/roof, then windscreen
  const roofY = c.height;
  const gh = mirrored([
    [0, c.beltY - 30],
    [hw - 120, c.beltY - 30, 0.3],
    [hw - 200, c.beltY + 100],
    [hw * 0.62, roofY - 70],
    [hw * 0.5, roofY - 40, 0.4],
    [0, roofY - 40],
  ]);
  const glassG = d.id('fglass');
  d.add(
    linear(glassG, 0, roofY, 0, c.beltY, [
      [0, '#3c4652'],
      [0.5, '#151b23'],
      [1, '#07090c'],
    ]),
  );
  out.push(`<path d="${curve(gh, true)}" fill="#0a0c0f"/>`);
  const paintG = d.id('fpaint');
  d.add(
    linear(paintG, 0, roofY, 0, 0, [
      [0, lighten(p, 0.22)],
      [1 - (c.beltY + 60) / roofY, lighten(p, 0.12)],
      [1 - (c.hoodY - 20) / roofY, lighten(p, 0.12)],
      [1 - (c.hoodY - 80) / roofY, lighten(p, 0.2)],
      [1 - 560 / roofY, p],
      [1 - 540 / roofY, darken(p, 0.35)],
      [1, darken(p, 0.55)],
    ]),
  );
  const pillarsRoof = mirrored([
    [0, roofY - 80],
    [hw * 0.47, roofY - 85, 0.5],
    [hw * 0.7, c.beltY + 40, 0.2],
    [hw * 0.77, c.beltY + 40, 0.2],
    [hw * 0.58, roofY - 60, 0.6],
    [hw * 0.5, roofY, 0.4],
    [0, roofY + 4],
  ]);
  out.push(`<path d="${curve(pillarsRoof, true)}" fill="url(#${paintG})"/>`);
  const ws = mirrored([
    [0, c.beltY + 30],
    [hw * 0.72, c.beltY + 40, 0.3],
    [hw * 0.49, roofY - 90, 0.3],
    [0, roofY - 85],
  ]);
  out.push(`<path d="${curve(ws, true)}" fill="url(#${glassG})"/>`);
  out.push(
    `<path d="${poly([
      [-hw * 0.5, c.beltY + 40],
      [-hw * 0.2, c.beltY + 40],
      [-hw * 0.05, roofY - 90],
      [-hw * 0.25, roofY - 90],
    ])}" fill="#ffffff" opacity="0.07"/>`,
  );
  out.push(
    `<path d="${poly([
      [hw * 0.05, c.beltY + 40],
      [hw * 0.14, c.beltY + 40],
      [hw * 0.32, roofY - 90],
      [hw * 0.24, roofY - 90],
    ])}" fill="#ffffff" opacity="0.05"/>`,
  );
  // interior hint: rear-view mirror
  out.push(`<rect x="-110" y="${f(roofY - 210)}" width="220" height="70" rx="30" fill="#050607"/>`);
  // main body
  const body = mirrored([
    [0, 170],
    [hw - 140, 170, 0.3],
    [hw - 30, 280],
    [hw, 560],
    [hw - 5, c.hoodY - 140],
    [hw - 60, c.hoodY],
    [hw - 160, c.beltY, 0.5],
    [hw * 0.7, c.beltY + 50],
    [0, c.beltY + 40],
  ]);
  const bodyP = curve(body, true);
  const clip = d.id('fclip');
  d.add(`<clipPath id="${clip}"><path d="${bodyP}"/></clipPath>`);
  out.push(`<path d="${bodyP}" fill="url(#${paintG})"/>`);
  const sideShade = d.id('fside');
  d.add(
    linear(sideShade, -hw, 0, hw, 0, [
      [0, '#000000', 0.55],
      [0.12, '#000000', 0.1],
      [0.3, '#000000', 0],
      [0.7, '#000000', 0],
      [0.88, '#000000', 0.1],
      [1, '#000000', 0.55],
    ]),
  );
  const inner: string[] = [];
  inner.push(rect(-hw - 50, 0, hw + 50, roofY, `url(#${sideShade})`));
  // hood edge + power dome lines
  inner.push(
    `<path d="${curve([
      [-hw + 80, c.hoodY - 20],
      [0, c.hoodY + 10],
      [hw - 80, c.hoodY - 20],
    ])}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="12"/>`,
  );
  for (const sgn of [-1, 1])
    inner.push(
      `<path d="${curve([
        [sgn * 250, c.hoodY + 10],
        [sgn * 300, c.beltY + 20],
      ])}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="10"/>`,
    );
  out.push(`<g clip-path="url(#${clip})">${inner.join('')}</g>`);
  // grille
  const gr = mirrored([
    [0, 330],
    [330, 340, 0.3],
    [420, 470, 0.3],
    [390, c.hoodY - 110, 0.3],
    [260, c.hoodY - 70, 0.3],
    [0, c.hoodY - 60],
  ]);
  const grP = curve(gr, true);
  const grClip = d.id('gclip');
  d.add(`<clipPath id="${grClip}"><path d="${grP}"/></clipPath>`);
  out.push(
    `<path d="${grP}" fill="#07080a" stroke="${c.chrome ? '#d5d9de' : '#2b2e33'}" stroke-width="${c.chrome ? 26 : 18}"/>`,
  );
  const bars: string[] = [];
  if (c.grille === 'slats') {
    for (let x = -380; x <= 380; x += 60) bars.push(rect(x - 8, 300, x + 8, c.hoodY, '#c5cad0', ' opacity="0.85"'));
  } else {
    for (let y = 340; y < c.hoodY; y += 45)
      for (let x = -420 + ((y / 45) % 2) * 30; x < 420; x += 60)
        bars.push(`<path d="M${f(x)},${f(y)} l30,20 l30,-20" fill="none" stroke="#3b3f45" stroke-width="8"/>`);
  }
  out.push(`<g clip-path="url(#${grClip})">${bars.join('')}</g>`);
  // lower intakes + splitter
  for (const sgn of [-1, 1]) {
    const intake: P[] = [
      [sgn * 500, 240, 0.3],
      [sgn * (hw - 90), 250, 0.3],
      [sgn * (hw - 60), 470, 0.3],
      [sgn * 640, 500, 0.3],
      [sgn * 480, 400, 0.3],
    ];
    out.push(`<path d="${curve(intake, true)}" fill="#08090b" stroke="#2a2d31" stroke-width="10"/>`);
    const lamp: P[] = [
      [sgn * 470, c.hoodY - 140, 0],
      [sgn * (hw - 70), c.hoodY - 70, 0.3],
      [sgn * (hw - 40), c.hoodY - 150, 0.3],
      [sgn * 600, c.hoodY - 220, 0],
    ];
    const lg = d.id('flamp');
    d.add(
      linear(lg, 0, c.hoodY - 60, 0, c.hoodY - 230, [
        [0, '#f4f8ff'],
        [1, '#7d8895'],
      ]),
    );
    out.push(`<path d="${curve(lamp, true)}" fill="url(#${lg})" stroke="#15171a" stroke-width="12"/>`);
    out.push(
      `<path d="${curve([
        [sgn * 500, c.hoodY - 150],
        [sgn * (hw - 90), c.hoodY - 95],
      ])}" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round"/>`,
    );
    out.push(
      `<circle cx="${f(sgn * 690)}" cy="${f(c.hoodY - 165)}" r="22" fill="#3a4350" stroke="#c8d4e2" stroke-width="5"/><circle cx="${f(sgn * 780)}" cy="${f(c.hoodY - 150)}" r="20" fill="#3a4350" stroke="#c8d4e2" stroke-width="5"/>`,
    );
    // mirror
    const m: P[] = [
      [sgn * (hw - 130), c.beltY - 10, 0.3],
      [sgn * (hw + 110), c.beltY + 20, 0.5],
      [sgn * (hw + 130), c.beltY + 130, 0.5],
      [sgn * (hw - 90), c.beltY + 140, 0.3],
    ];
    out.push(
      `<path d="${poly([
        [sgn * (hw - 230), c.beltY + 10],
        [sgn * (hw - 60), c.beltY + 10],
        [sgn * (hw - 60), c.beltY + 90],
        [sgn * (hw - 200), c.beltY + 110],
      ])}" fill="#0b0c0e"/>`,
    );
    out.push(`<path d="${curve(m, true)}" fill="url(#${paintG})" stroke="#0b0c0e" stroke-width="8"/>`);
  }
  out.push(
    `<path d="${curve(
      [
        [-hw + 150, 170, 0],
        [hw - 150, 170, 0],
        [hw - 200, 220, 0],
        [-hw + 200, 220, 0],
      ],
      true,
    )}" fill="#0b0c0e"/>`,
  );

  const svg = `<g transform="translate(${f(cx)},${f(gy)}) scale(${s},${-s})">${out.join('')}</g>`;
  return {
    defs: d.toString(),
    svg,
    wheelsScreen: [
      { x: cx - ty * s, r: (c.tyreW / 2) * s * 1.1 },
      { x: cx + ty * s, r: (c.tyreW / 2) * s * 1.1 },
    ],
    x0: cx - hw * s,
    x1: cx + hw * s,
    top: gy - roofY * s,
  };
}

function drawFrontTruck(prefix: string, paint: string, s: number, cx: number, gy: number): Placed {
  const d = new Defs(prefix);
  const out: string[] = [];
  const hw = 1250;
  const cabH = 3950;
  // tyres + chassis shadow
  for (const sgn of [-1, 1]) {
    const x = sgn * 1030;
    out.push(`<rect x="${f(x - 160)}" y="0" width="320" height="900" rx="70" fill="#121316"/>`);
    out.push(`<rect x="${f(x - 120)}" y="30" width="240" height="820" rx="50" fill="#1b1c20"/>`);
  }
  out.push(rect(-860, 150, 860, 520, '#060708'));
  const pg = d.id('tpaint');
  d.add(
    linear(pg, 0, cabH, 0, 400, [
      [0, lighten(paint, 0.3)],
      [0.12, lighten(paint, 0.05)],
      [0.45, lighten(paint, 0.15)],
      [0.5, paint],
      [0.75, darken(paint, 0.25)],
      [1, darken(paint, 0.4)],
    ]),
  );
  const side = d.id('tside');
  d.add(
    linear(side, -hw, 0, hw, 0, [
      [0, '#000000', 0.5],
      [0.07, '#000000', 0.05],
      [0.5, '#ffffff', 0.06],
      [0.93, '#000000', 0.05],
      [1, '#000000', 0.5],
    ]),
  );
  // mirrors (behind cab edges)
  for (const sgn of [-1, 1]) {
    out.push(
      `<path d="M${f(sgn * 1150)},3150 L${f(sgn * 1480)},3180 M${f(sgn * 1150)},2350 L${f(sgn * 1480)},2300" stroke="#1a1b1e" stroke-width="45" fill="none"/>`,
    );
    out.push(
      `<rect x="${f(sgn > 0 ? 1400 : -1590)}" y="2250" width="190" height="950" rx="70" fill="${darken(paint, 0.15)}" stroke="#101113" stroke-width="20"/>`,
    );
    out.push(`<rect x="${f(sgn > 0 ? 1430 : -1560)}" y="1950" width="140" height="250" rx="40" fill="#1a1b1e"/>`);
  }
  const cab = curve(
    [
      [-hw, 430, 0],
      [hw, 430, 0],
      [hw + 10, 1150, 0.2],
      [hw, 3300, 0.4],
      [hw - 60, cabH - 120, 0.5],
      [hw - 250, cabH, 0.3],
      [-hw + 250, cabH, 0.3],
      [-hw + 60, cabH - 120, 0.5],
      [-hw, 3300, 0.4],
      [-hw - 10, 1150, 0.2],
    ],
    true,
  );
  const clip = d.id('tclip');
  d.add(`<clipPath id="${clip}"><path d="${cab}"/></clipPath>`);
  out.push(`<path d="${cab}" fill="url(#${pg})"/>`);
  const inner: string[] = [];
  inner.push(rect(-hw - 20, 430, hw + 20, 1180, '#24262a'));
  inner.push(rect(-hw - 20, 1160, hw + 20, 1185, '#000000', ' opacity="0.4"'));
  inner.push(rect(-hw - 20, 0, hw + 20, cabH, `url(#${side})`));
  out.push(`<g clip-path="url(#${clip})">${inner.join('')}</g>`);
  // windscreen
  const glassG = d.id('tws');
  d.add(
    linear(glassG, 0, 3280, 0, 2350, [
      [0, '#46515e'],
      [0.45, '#171d25'],
      [1, '#07090c'],
    ]),
  );
  const ws = curve(
    [
      [-1170, 2380, 0.2],
      [1170, 2380, 0.2],
      [1130, 3260, 0.2],
      [-1130, 3260, 0.2],
    ],
    true,
  );
  out.push(`<path d="${ws}" fill="url(#${glassG})" stroke="#0b0c0e" stroke-width="40"/>`);
  out.push(
    `<path d="${poly([
      [-900, 2400],
      [-500, 2400],
      [-250, 3240],
      [-550, 3240],
    ])}" fill="#ffffff" opacity="0.07"/>`,
  );
  out.push(
    `<path d="${poly([
      [300, 2400],
      [420, 2400],
      [620, 3240],
      [520, 3240],
    ])}" fill="#ffffff" opacity="0.05"/>`,
  );
  // dashboard + steering wheel silhouettes
  out.push(rect(-1150, 2390, 1150, 2520, '#050607', ' opacity="0.8"'));
  out.push(
    `<ellipse cx="-600" cy="2560" rx="260" ry="80" fill="none" stroke="#050607" stroke-width="40" opacity="0.8"/>`,
  );
  out.push(`<path d="M-1100,2395 L-300,2395" stroke="#3a4048" stroke-width="16"/>`);
  // wipers
  out.push(`<path d="M-1000,2420 L-250,2520 M150,2420 L900,2520" stroke="#050607" stroke-width="26"/>`);
  // sun visor + markers
  out.push(
    `<path d="${curve(
      [
        [-1220, 3290, 0.3],
        [1220, 3290, 0.3],
        [1240, 3420, 0.3],
        [-1240, 3420, 0.3],
      ],
      true,
    )}" fill="${darken(paint, 0.35)}"/>`,
  );
  for (let i = -2; i <= 2; i++)
    out.push(`<rect x="${f(i * 420 - 45)}" y="3335" width="90" height="45" rx="10" fill="#ffb238"/>`);
  // grille
  out.push(
    `<path d="${curve(
      [
        [-820, 1280, 0.2],
        [820, 1280, 0.2],
        [860, 2250, 0.2],
        [-860, 2250, 0.2],
      ],
      true,
    )}" fill="#0b0c0e" stroke="#c9ced4" stroke-width="40"/>`,
  );
  for (let y = 1380; y < 2200; y += 130) out.push(rect(-790, y, 790, y + 55, '#2b2e33'));
  for (let y = 1380; y < 2200; y += 130) out.push(rect(-790, y + 40, 790, y + 55, '#6d737a'));
  out.push(rect(-860, 2160, 860, 2200, '#c9ced4'));
  // panel below windscreen with accent lines
  out.push(rect(-1150, 2270, 1150, 2300, '#000000', ' opacity="0.3"'));
  // headlights in bumper
  for (const sgn of [-1, 1]) {
    const lamp = curve(
      [
        [sgn * 780, 780, 0.2],
        [sgn * 1180, 780, 0.2],
        [sgn * 1180, 1040, 0.2],
        [sgn * 780, 1040, 0.2],
      ],
      true,
    );
    const lg = d.id('tl');
    d.add(
      linear(lg, 0, 1040, 0, 780, [
        [0, '#f6f9ff'],
        [1, '#7b8693'],
      ]),
    );
    out.push(`<path d="${lamp}" fill="url(#${lg})" stroke="#111214" stroke-width="20"/>`);
    out.push(
      `<circle cx="${f(sgn * 880)}" cy="910" r="70" fill="#2d3440"/><circle cx="${f(sgn * 1060)}" cy="910" r="70" fill="#2d3440"/>`,
    );
    out.push(rect(sgn * 790, 1000, sgn * 1170, 1025, '#ffffff'));
    out.push(`<rect x="${f(sgn > 0 ? 1050 : -1230)}" y="480" width="180" height="200" rx="20" fill="#3d4147"/>`);
  }
  out.push(rect(-500, 560, 500, 640, '#3d4147'));
  const svg = `<g transform="translate(${f(cx)},${f(gy)}) scale(${s},${-s})">${out.join('')}</g>`;
  return {
    defs: d.toString(),
    svg,
    wheelsScreen: [
      { x: cx - 1030 * s, r: 180 * s },
      { x: cx + 1030 * s, r: 180 * s },
    ],
    x0: cx - 1600 * s,
    x1: cx + 1600 * s,
    top: gy - cabH * s,
  };
}

/* ------------------------------------------------------------------------------------------------
 * Placeholder
 * --------------------------------------------------------------------------------------------- */

function placeholderSvg(): string {
  // a neutral saloon silhouette, flat light greys, no filters: small and crisp at any size
  const car = saloonS();
  const s = 0.22;
  const ox = (W - car.L * s) / 2;
  const gy = 700;
  const cut = carBody(car, new Defs('p'));
  const glass = curve(car.glass[0]!, true);
  const wheelAt = (x: number) =>
    `<circle cx="${f(x)}" cy="${car.wheelR}" r="${car.wheelR}" fill="#aab0b7"/><circle cx="${f(x)}" cy="${car.wheelR}" r="${car.rimR}" fill="#d3d7dc"/><circle cx="${f(x)}" cy="${car.wheelR}" r="70" fill="#aab0b7"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="#eceef1"/><ellipse cx="800" cy="${gy + 8}" rx="640" ry="26" fill="#d9dce1"/><g transform="translate(${f(ox)},${gy}) scale(${s},-${s})"><path d="${cut.wells}" fill="#b3b9c0"/>${wheelAt(car.rearAxle)}${wheelAt(car.frontAxle)}<path d="${cut.body}" fill="#c4c9cf"/><path d="${glass}" fill="#dfe2e6"/><path d="M2560,1075H2665V1440H2560Z" fill="#c4c9cf"/></g></svg>\n`;
}

/* ------------------------------------------------------------------------------------------------
 * Pictures
 * --------------------------------------------------------------------------------------------- */

function sideCarPicture(
  car: CarDef,
  opts: { width?: number; gy?: number; facing?: 1 | -1; ox?: number; scene?: Partial<SceneOpts> } = {},
): string {
  const width = opts.width ?? 1320;
  const s = width / car.L;
  const gy = opts.gy ?? 800;
  const ox = opts.ox ?? (W - width) / 2;
  const v = drawCar(car, 'c', s, ox, gy, opts.facing ?? 1);
  return scene(v, { gy, ...opts.scene });
}

function truckPicture(
  t: TruckDef,
  opts: { width?: number; gy?: number; facing?: 1 | -1; scene?: Partial<SceneOpts> } = {},
): string {
  const width = opts.width ?? 1400;
  const s = width / truckLength(t);
  const gy = opts.gy ?? 820;
  const v = drawTruck(t, 't', s, (W - width) / 2, gy, opts.facing ?? 1);
  return scene(v, { gy, ...opts.scene });
}

const m4Front: FrontCarDef = {
  width: 1887,
  height: 1393,
  track: 1600,
  tyreW: 285,
  paint: '#1d4fb0',
  grille: 'mesh',
  beltY: 1000,
  hoodY: 880,
};
const sFront: FrontCarDef = {
  width: 1954,
  height: 1503,
  track: 1680,
  tyreW: 255,
  paint: '#15171b',
  grille: 'slats',
  beltY: 1080,
  hoodY: 960,
  chrome: true,
};

const pictures: Record<string, () => string> = {
  'bmw-m4-1': () => sideCarPicture(coupeM4(), { scene: { accent: '#8fb0ff' } }),
  'bmw-m4-2': () => scene(drawFrontCar(m4Front, 'c', 0.46, 800, 850), { gy: 850, accent: '#8fb0ff', streak: 'double' }),
  'mercedes-classe-s-1': () => sideCarPicture(saloonS(), { width: 1380, scene: { accent: '#c9d3e0', streak: 'high' } }),
  'mercedes-classe-s-2': () =>
    scene(drawFrontCar(sFront, 'c', 0.43, 800, 850), { gy: 850, accent: '#e3c9a0', streak: 'high' }),
  'audi-rs6-1': () => sideCarPicture(avantRS6(), { width: 1340, scene: { accent: '#d0d8e4' } }),
  'audi-rs6-2': () => {
    const car = avantRS6();
    const s = 0.62;
    const ox = 860 - car.frontAxle * s;
    return sideCarPicture(car, {
      width: car.L * s,
      ox,
      gy: 900,
      scene: { accent: '#ffb0a0', streak: 'double', reflect: 0.18 },
    });
  },
  'porsche-911-1': () => sideCarPicture(porsche911(), { width: 1280, scene: { accent: '#c7d6ee', streak: 'double' } }),
  'range-rover-1': () => sideCarPicture(rangeRover(), { width: 1300, gy: 820, scene: { accent: '#c6dccd' } }),
  'mercedes-glc-1': () =>
    sideCarPicture(glc(), { width: 1300, gy: 810, facing: -1, scene: { accent: '#cdd6e2', streak: 'high' } }),
  'audi-a3-1': () => sideCarPicture(hatchA3(), { width: 1220, scene: { accent: '#f0c0b8' } }),
  'bmw-x5-1': () => sideCarPicture(suvX5(), { width: 1300, gy: 820, facing: -1, scene: { accent: '#b9c9e6' } }),
  'fiat-500e-1': () => sideCarPicture(fiat500(), { width: 1060, scene: { accent: '#bfeadb', streak: 'double' } }),
  'scania-r500-1': () => truckPicture(scania, { width: 1540, gy: 870, scene: { accent: '#e2b1b1', streak: 'high' } }),
  'scania-r500-2': () =>
    scene(drawFrontTruck('t', '#b3121b', 0.2, 800, 900), { gy: 900, accent: '#e6a3a3', streak: 'double' }),
  'volvo-fh16-1': () => truckPicture(volvo, { width: 1250, gy: 860, scene: { accent: '#a9c1e6' } }),
  'iveco-daily-1': () => sideCarPicture(van(), { width: 1260, gy: 840, scene: { accent: '#c8d2de', streak: 'high' } }),
  'man-tgx-1': () =>
    truckPicture(man, { width: 1250, gy: 860, facing: -1, scene: { accent: '#d0d6de', streak: 'double' } }),
  placeholder: () => placeholderSvg(),
};

async function render(name: string, svg: string): Promise<void> {
  const file = join(OUT_DIR, `${name}.jpg`);
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toFile(file);
  const kb = statSync(file).size / 1024;
  console.log(`${`${name}.jpg`.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB`);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  for (const [name, make] of Object.entries(pictures)) {
    if (only.length && !only.includes(name)) continue;
    const svg = make();
    if (process.env.DUMP_SVG) writeFileSync(join(tmpdir(), `${name}.svg`), svg);
    await render(name, svg);
    if (name === 'placeholder') {
      mkdirSync(dirname(PLACEHOLDER_SVG), { recursive: true });
      writeFileSync(PLACEHOLDER_SVG, svg);
      console.log(
        `${'vehicle-placeholder.svg'.padEnd(28)} ${(statSync(PLACEHOLDER_SVG).size / 1024).toFixed(1).padStart(6)} KB`,
      );
    }
  }
}

await main();
