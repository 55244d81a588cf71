import { carBody } from './car';
import { EXCAVATOR_ARMS, EXCAVATOR_BUCKET } from './machines';
import { saloonS } from './cars/saloon-s';
import { armOutline, curve, Defs, f, poly, W } from './svg';

/*
 * The site's "no photo" pictures, one per category: a neutral silhouette in flat light greys, no
 * gradients or filters, so each stays a couple of KB and crisp at any size. Drawn in millimetres
 * (y up, x from the rear to the front), like the demo photos.
 */

const BACKGROUND = '#eceef1';
const SHADOW = '#d9dce1';
const BODY = '#c4c9cf';
const DARK = '#b3b9c0';
const TYRE = '#aab0b7';
const RIM = '#d3d7dc';
const GLASS = '#dfe2e6';

/** The frame every placeholder shares: the background, a soft shadow under the vehicle, the vehicle. */
function frame(length: number, s: number, gy: number, drawing: string): string {
  const ox = (W - length * s) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="${BACKGROUND}"/><ellipse cx="800" cy="${gy + 8}" rx="${f(length * s * 0.56)}" ry="26" fill="${SHADOW}"/><g transform="translate(${f(ox)},${gy}) scale(${s},-${s})">${drawing}</g></svg>\n`;
}

const rect = (x0: number, y0: number, x1: number, y1: number, fill: string) =>
  `<rect x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}" fill="${fill}"/>`;

/** A wheel standing on the ground at `x`: tyre, rim and hub. */
const wheel = (x: number, r: number, rim: number) =>
  `<circle cx="${f(x)}" cy="${f(r)}" r="${f(r)}" fill="${TYRE}"/><circle cx="${f(x)}" cy="${f(r)}" r="${f(rim)}" fill="${RIM}"/><circle cx="${f(x)}" cy="${f(r)}" r="${f(rim * 0.3)}" fill="${TYRE}"/>`;

/** A steel arm from one joint to another, `w` thick, as one flat band. */
function band(from: [number, number], to: [number, number], w: number, fill: string): string {
  const [x0, y0] = from;
  return `<path d="${armOutline(from, to, w)}" fill="${fill}"/><circle cx="${f(x0)}" cy="${f(y0)}" r="${f(w * 0.22)}" fill="${DARK}"/>`;
}

/** A saloon, for a car. */
export function carPlaceholderSvg(): string {
  const car = saloonS();
  const s = 0.22;
  const ox = (W - car.L * s) / 2;
  const gy = 700;
  const cut = carBody(car, new Defs('p'));
  const glass = curve(car.glass[0]!, true);
  const wheelAt = (x: number) =>
    `<circle cx="${f(x)}" cy="${car.wheelR}" r="${car.wheelR}" fill="${TYRE}"/><circle cx="${f(x)}" cy="${car.wheelR}" r="${car.rimR}" fill="${RIM}"/><circle cx="${f(x)}" cy="${car.wheelR}" r="70" fill="${TYRE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="${BACKGROUND}"/><ellipse cx="800" cy="${gy + 8}" rx="640" ry="26" fill="${SHADOW}"/><g transform="translate(${f(ox)},${gy}) scale(${s},-${s})"><path d="${cut.wells}" fill="${DARK}"/>${wheelAt(car.rearAxle)}${wheelAt(car.frontAxle)}<path d="${cut.body}" fill="${BODY}"/><path d="${glass}" fill="${GLASS}"/><path d="M2560,1075H2665V1440H2560Z" fill="${BODY}"/></g></svg>\n`;
}

/** A tractor unit (the trucks' tab is TIR and tractors): cab over the front axle, fifth wheel behind. */
export function truckPlaceholderSvg(): string {
  const R = 535;
  const rear = 1150;
  const front = 4750;
  const length = 5950;
  const guard = (x: number) => `<path d="M${x - 680},${R} A680,680 0 0 0 ${x + 680},${R} Z" fill="${DARK}"/>`;
  const drawing = [
    rect(0, 750, 5700, 1050, DARK),
    rect(450, 1050, 1900, 1230, DARK),
    `<rect x="2450" y="600" width="1000" height="520" rx="120" fill="${DARK}"/>`,
    rect(3380, 1050, 3500, 3950, DARK),
    guard(rear),
    guard(front),
    `<path d="${poly([
      [3650, 1000],
      [3650, 3700],
      [3850, 3900],
      [3950, 4300],
      [5350, 4300],
      [5550, 3900],
      [5780, 3700],
      [5930, 1250],
      [5930, 1000],
    ])}" fill="${BODY}"/>`,
    `<path d="${poly([
      [4650, 2550],
      [4650, 3450],
      [5640, 3450],
      [5760, 2550],
    ])}" fill="${GLASS}"/>`,
    rect(4500, 1150, 4550, 3450, DARK),
    rect(5650, 650, 5950, 1150, DARK),
    wheel(rear, R, 330),
    wheel(front, R, 330),
  ].join('');
  return frame(length, 0.15, 780, drawing);
}

/** A crawler excavator, its arm folded down to the bucket on the ground: the machines' best-known shape. */
export function machinePlaceholderSvg(): string {
  const length = 9600;
  const rollers = [900, 1520, 2140, 2760, 3380, 4000].map((x) => `<circle cx="${x}" cy="300" r="150" fill="${TYRE}"/>`);
  const drawing = [
    `<rect x="300" y="0" width="4300" height="900" rx="450" fill="${TYRE}"/>`,
    `<rect x="420" y="110" width="4060" height="680" rx="340" fill="${RIM}"/>`,
    ...rollers,
    `<circle cx="750" cy="450" r="300" fill="${TYRE}"/><circle cx="4150" cy="450" r="300" fill="${TYRE}"/>`,
    rect(1900, 900, 2700, 1050, DARK),
    `<path d="${poly([
      [0, 1050],
      [0, 2100],
      [300, 2350],
      [2900, 2350],
      [2900, 1050],
    ])}" fill="${BODY}"/>`,
    rect(2900, 1050, 3900, 3100, BODY),
    rect(2990, 1160, 3810, 3000, GLASS),
    ...EXCAVATOR_ARMS.map(({ from, to, w, steel }) => band(from, to, w, steel ? DARK : BODY)),
    `<path d="${poly(EXCAVATOR_BUCKET)}" fill="${DARK}"/>`,
  ].join('');
  return frame(length, 0.12, 780, drawing);
}
