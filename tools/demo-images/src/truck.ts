import type { Placed } from './car';
import { curve, darken, Defs, f, lighten, linear, type P, poly } from './svg';
import { type RimStyle, wheel } from './wheel';

export interface TruckDef {
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

export function rect(x0: number, y0: number, x1: number, y1: number, fill: string, extra = ''): string {
  return `<rect x="${f(Math.min(x0, x1))}" y="${f(Math.min(y0, y1))}" width="${f(Math.abs(x1 - x0))}" height="${f(Math.abs(y1 - y0))}" fill="${fill}"${extra}/>`;
}

export function drawTruck(t: TruckDef, prefix: string, s: number, ox: number, gy: number, facing: 1 | -1): Placed {
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

export function truckLength(t: TruckDef): number {
  const Lt = t.rearOverhang + t.wb + t.frontOverhang;
  const xMin = t.trailer ? t.rearOverhang + 450 + 1600 - 13600 : 0;
  return Lt + 300 - xMin;
}
