import { curve, darken, Defs, f, hexToRgb, lighten, linear, type P, radial } from './svg';
import { type RimStyle, wheel } from './wheel';

interface Lamp {
  pts: P[];
  kind: 'head' | 'tail' | 'fog' | 'marker';
}

export interface CarDef {
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

export interface Placed {
  defs: string;
  svg: string;
  wheelsScreen: { x: number; r: number }[];
  x0: number;
  x1: number;
  top: number;
}

export function carBody(car: CarDef, d: Defs): { body: string; wells: string } {
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

export function drawCar(car: CarDef, prefix: string, s: number, ox: number, gy: number, facing: 1 | -1): Placed {
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
