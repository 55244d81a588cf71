import type { Placed } from './car';
import { curve, darken, Defs, f, lighten, linear, type P, poly } from './svg';
import { rect } from './truck';

export interface FrontCarDef {
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

export function drawFrontCar(c: FrontCarDef, prefix: string, s: number, cx: number, gy: number): Placed {
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
