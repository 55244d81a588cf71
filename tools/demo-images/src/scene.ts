import type { Placed } from './car';
import { f, H, linear, radial, W } from './svg';

export interface SceneOpts {
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

export function scene(v: Placed, o: SceneOpts, prefix = 's'): string {
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
