import { darken, type Defs, f, lighten, linear, radial } from './svg';

type RimKind = 'y' | 'multi' | 'five' | 'split' | 'aero' | 'truck' | 'van';
export interface RimStyle {
  kind: RimKind;
  color: string;
  caliper?: string;
  spokes?: number;
}

/** A wheel drawn in y-up vehicle coordinates, centre (cx, cy). */
export function wheel(d: Defs, cx: number, cy: number, R: number, rimR: number, rim: RimStyle): string {
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
