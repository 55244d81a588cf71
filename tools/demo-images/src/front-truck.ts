import type { Placed } from './car';
import { curve, darken, Defs, f, lighten, linear, poly } from './svg';
import { rect } from './truck';

export function drawFrontTruck(prefix: string, paint: string, s: number, cx: number, gy: number): Placed {
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
