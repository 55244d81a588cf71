/**
 * Demo vehicle photo generator.
 *
 * Draws stylised studio "photos" of the demo vehicles as SVG (pure vector art made
 * by this script — no stock photos, nothing downloaded) and renders them with sharp
 * into 1600x1000 progressive mozjpeg JPEGs in packages/db/demo/images/.
 * Also writes the site's light-grey "no photo" placeholders in apps/web/public (src/placeholders.ts):
 * a car's (vehicle-placeholder.svg, and a JPEG twin among the demo images), a truck's and an
 * earth-moving machine's, shown for a vehicle without a photo or whose photo fails to load.
 *
 * Run from the repository root:
 *
 *   pnpm --filter @nbt/demo-images run generate
 *
 * Optional arguments: a list of file stems to render only those, e.g.
 *
 *   pnpm --filter @nbt/demo-images run generate bmw-m4-1 placeholder placeholder-truck
 *
 * The output is deterministic and the generated files are committed (the site and the demo
 * data never run this script), so keep each one under about 120 KB.
 */
import { mkdirSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type CarDef, drawCar } from './car';
import { avantRS6 } from './cars/avant-rs6';
import { coupeM4 } from './cars/coupe-m4';
import { fiat500 } from './cars/fiat-500';
import { glc } from './cars/glc';
import { hatchA3 } from './cars/hatch-a3';
import { porsche911 } from './cars/porsche-911';
import { rangeRover } from './cars/range-rover';
import { saloonS } from './cars/saloon-s';
import { suvX5 } from './cars/suv-x5';
import { drawFrontCar, type FrontCarDef } from './front-car';
import { drawFrontTruck } from './front-truck';
import { scene, type SceneOpts } from './scene';
import { W } from './svg';
import { drawTruck, type TruckDef, truckLength } from './truck';
import { man, scania, volvo } from './trucks';
import { drawExcavator, drawWheelLoader, EXCAVATOR_LENGTH, LOADER_LENGTH, type MachineColours } from './machines';
import { carPlaceholderSvg, machinePlaceholderSvg, truckPlaceholderSvg } from './placeholders';
import { van } from './van';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT_DIR = join(repoRoot, 'packages/db/demo/images');
/** The site's "no photo" pictures, by the name they are drawn under (the car's is also a JPEG, `placeholder`). */
const PLACEHOLDERS: Record<string, { file: string; draw: () => string }> = {
  placeholder: { file: 'vehicle-placeholder.svg', draw: carPlaceholderSvg },
  'placeholder-truck': { file: 'vehicle-placeholder-truck.svg', draw: truckPlaceholderSvg },
  'placeholder-machine': { file: 'vehicle-placeholder-machine.svg', draw: machinePlaceholderSvg },
};
const PUBLIC_DIR = join(repoRoot, 'apps/web/public');
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

function machinePicture(
  draw: typeof drawExcavator,
  length: number,
  colours: MachineColours,
  opts: { width: number; gy?: number; scene?: Partial<SceneOpts> },
): string {
  const gy = opts.gy ?? 860;
  const v = draw(colours, 'm', opts.width / length, (W - opts.width) / 2, gy);
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
  'volvo-ec220e-1': () =>
    machinePicture(
      drawExcavator,
      EXCAVATOR_LENGTH,
      { paint: '#e3a21a', trim: '#2a2c30' },
      {
        width: 1400,
        scene: { accent: '#f0d08a', streak: 'high' },
      },
    ),
  'kubota-kx027-1': () =>
    machinePicture(
      drawExcavator,
      EXCAVATOR_LENGTH,
      { paint: '#e2661d', trim: '#1f2125' },
      {
        width: 1100,
        scene: { accent: '#f3b48c', streak: 'double' },
      },
    ),
  'cat-950gc-1': () =>
    machinePicture(
      drawWheelLoader,
      LOADER_LENGTH,
      { paint: '#f2b705', trim: '#232428' },
      {
        width: 1300,
        scene: { accent: '#f4dd8a' },
      },
    ),
  placeholder: () => carPlaceholderSvg(),
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
  }
  for (const [name, { file, draw }] of Object.entries(PLACEHOLDERS)) {
    if (only.length && !only.includes(name)) continue;
    const path = join(PUBLIC_DIR, file);
    writeFileSync(path, draw());
    console.log(`${file.padEnd(28)} ${(statSync(path).size / 1024).toFixed(1).padStart(6)} KB`);
  }
}

await main();
