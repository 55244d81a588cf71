import type { Placed } from './car';
import { rect } from './truck';
import { armOutline, darken, Defs, f, lighten, linear, poly } from './svg';
import { wheel } from './wheel';

/* ------------------------------------------------------------------------------------------------
 * Earth-moving machines, side views in millimetres (y up), placed like the cars and trucks
 * --------------------------------------------------------------------------------------------- */

export interface MachineColours {
  paint: string;
  trim: string;
}

/** A painted panel with a soft top-down gradient, as the trucks' cabs are lit. */
function panel(d: Defs, pts: [number, number][], paint: string, top: number, bottom: number): string {
  const id = d.id('panel');
  d.add(
    linear(id, 0, top, 0, bottom, [
      [0, lighten(paint, 0.28)],
      [0.45, paint],
      [1, darken(paint, 0.3)],
    ]),
  );
  return `<path d="${poly(pts)}" fill="url(#${id})"/>`;
}

/** A cab: its frame in the trim colour and tinted glass with a reflection. */
function cab(d: Defs, x0: number, x1: number, y0: number, y1: number, trim: string): string {
  const glass = d.id('glass');
  d.add(
    linear(glass, x0, y1, x1, y0, [
      [0, '#6d7b8c'],
      [0.5, '#2a323c'],
      [1, '#151a20'],
    ]),
  );
  return (
    rect(x0, y0, x1, y1, trim) +
    rect(x0 + 70, y0 + 90, x1 - 70, y1 - 80, `url(#${glass})`) +
    rect((x0 + x1) / 2 - 25, y0 + 90, (x0 + x1) / 2 + 25, y1 - 80, trim)
  );
}

/** A steel arm from one joint to another, `w` thick, with a pin at each end. */
function arm(from: [number, number], to: [number, number], w: number, paint: string): string {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const body = armOutline(from, to, w);
  const pin = (x: number, y: number) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(w * 0.22)}" fill="#2b2d31"/>`;
  return `<path d="${body}" fill="${paint}" stroke="${darken(paint, 0.35)}" stroke-width="24"/>${pin(x0, y0)}${pin(x1, y1)}`;
}

function place(
  d: Defs,
  out: string[],
  length: number,
  height: number,
  s: number,
  ox: number,
  gy: number,
  wheels: [number, number][],
): Placed {
  return {
    defs: d.toString(),
    svg: `<g transform="translate(${f(ox)},${f(gy)}) scale(${s},${-s})">${out.join('')}</g>`,
    wheelsScreen: wheels.map(([x, r]) => ({ x: ox + x * s, r: r * s })),
    x0: ox,
    x1: ox + length * s,
    top: gy - height * s,
  };
}

/** A crawler excavator: 9.6 m long with its arm folded to the ground, the bucket in front. */
/** The excavator's boom, arm and ram (bare steel) as joint to joint and thickness: the placeholder draws the same. */
export const EXCAVATOR_ARMS: { from: [number, number]; to: [number, number]; w: number; steel?: true }[] = [
  { from: [3300, 1500], to: [6900, 3900], w: 620 },
  { from: [6900, 3900], to: [8900, 1200], w: 440 },
  { from: [4200, 1900], to: [6200, 3600], w: 150, steel: true },
];
/** The bucket at the arm's end, resting on the ground. */
export const EXCAVATOR_BUCKET: [number, number][] = [
  [8600, 1400],
  [9600, 900],
  [9500, 100],
  [8500, 0],
  [8300, 700],
];

export const EXCAVATOR_LENGTH = 9600;

export function drawExcavator(c: MachineColours, prefix: string, s: number, ox: number, gy: number): Placed {
  const d = new Defs(prefix);
  const out: string[] = [];
  // Tracks: a long rounded band with rollers and the sprocket behind.
  out.push(`<rect x="300" y="0" width="4300" height="900" rx="450" fill="#1b1c1f"/>`);
  out.push(`<rect x="420" y="110" width="4060" height="680" rx="340" fill="#2d2f33"/>`);
  for (let x = 900; x <= 4000; x += 620) out.push(`<circle cx="${x}" cy="300" r="170" fill="#45484d"/>`);
  out.push(`<circle cx="750" cy="450" r="330" fill="#3a3c41"/><circle cx="4150" cy="450" r="330" fill="#3a3c41"/>`);
  // Upper structure: counterweight behind, the engine hood, the cab at the front left.
  out.push(rect(1900, 900, 2700, 1050, '#26282c'));
  out.push(
    panel(
      d,
      [
        [0, 1050],
        [0, 2100],
        [300, 2350],
        [2900, 2350],
        [2900, 1050],
      ],
      c.paint,
      2350,
      1050,
    ),
  );
  out.push(rect(100, 1250, 2850, 1330, darken(c.paint, 0.25)));
  out.push(cab(d, 2900, 3900, 1050, 3100, c.trim));
  // Boom, arm and bucket reaching forward and down to the ground.
  for (const { from, to, w, steel } of EXCAVATOR_ARMS) out.push(arm(from, to, w, steel ? '#c9ced4' : c.paint));
  out.push(`<path d="${poly(EXCAVATOR_BUCKET)}" fill="${darken(c.paint, 0.15)}" stroke="#1b1c1f" stroke-width="40"/>`);
  return place(d, out, EXCAVATOR_LENGTH, 3900, s, ox, gy, [
    [750, 450],
    [4150, 450],
  ]);
}

/** A wheel loader: 8.2 m long with its bucket lowered in front. */
export const LOADER_LENGTH = 8200;

export function drawWheelLoader(c: MachineColours, prefix: string, s: number, ox: number, gy: number): Placed {
  const d = new Defs(prefix);
  const out: string[] = [];
  const R = 800;
  const rearAxle = 1500;
  const frontAxle = 4800;
  // Rear frame with the engine and counterweight, the articulation, the front frame.
  out.push(
    panel(
      d,
      [
        [0, 900],
        [0, 2300],
        [300, 2500],
        [2600, 2500],
        [2900, 1100],
        [2900, 900],
      ],
      c.paint,
      2500,
      900,
    ),
  );
  out.push(rect(2900, 900, 5500, 1500, darken(c.paint, 0.1)));
  out.push(rect(200, 1700, 2500, 1780, darken(c.paint, 0.3)));
  out.push(cab(d, 2300, 3400, 2500, 3500, c.trim));
  out.push(rect(2200, 3480, 3500, 3600, c.trim));
  // Lift arms from the front frame to the bucket, and the tilt link.
  out.push(arm([3600, 2300], [6700, 900], 420, c.paint));
  out.push(arm([4200, 2700], [6300, 1700], 200, darken(c.paint, 0.1)));
  out.push(
    `<path d="${poly([
      [6500, 1900],
      [8200, 1500],
      [8200, 40],
      [6600, 0],
      [6300, 600],
    ])}" fill="${darken(c.paint, 0.2)}" stroke="#1b1c1f" stroke-width="40"/>`,
  );
  for (const x of [rearAxle, frontAxle]) {
    out.push(`<g transform="translate(${x},${R})">${wheel(d, 0, 0, R, 460, { kind: 'truck', color: c.trim })}</g>`);
  }
  return place(d, out, LOADER_LENGTH, 3600, s, ox, gy, [
    [rearAxle, R],
    [frontAxle, R],
  ]);
}
