import type { TruckDef } from './truck';

export const scania: TruckDef = {
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

export const volvo: TruckDef = {
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

export const man: TruckDef = {
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
