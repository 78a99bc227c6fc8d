/**
 * Procedural illustrations for the demo content: flat-shaded scenes of Mongolian mining (open pits, haul roads,
 * conveyors, solar fields, steppe, a conference hall, core samples, rehabilitated land, a survey map). No text:
 * titles belong to the page, not to the picture. Every scene takes the picture size, a seeded random source and
 * a palette, and keeps its subject in the middle third so a wide banner can be cropped for phones.
 */

/** Times of day and seasons: sky top/bottom, far/near land, ground, accent (machines), light (sun or lamps). */
export const PALETTES = [
  { name: 'morning', sky: ['#7fb7e6', '#f6e3c4'], far: '#9aa9c4', near: '#b98e6a', ground: '#c9a27a', accent: '#f2b705', light: '#fff4d6' },
  { name: 'noon', sky: ['#2f7fd1', '#b9dcf5'], far: '#7d93b5', near: '#a67c52', ground: '#d0b086', accent: '#f28c28', light: '#ffffff' },
  { name: 'dusk', sky: ['#3b2a5a', '#f08a5d'], far: '#6a4c75', near: '#8a5a4a', ground: '#a8735a', accent: '#ffcb47', light: '#ffd59e' },
  { name: 'winter', sky: ['#8fb3cf', '#e8eef3'], far: '#b7c6d6', near: '#dfe6ec', ground: '#eef2f5', accent: '#d62828', light: '#ffffff' },
  { name: 'steppe', sky: ['#4aa3df', '#dff1fb'], far: '#8fb08a', near: '#7aa35c', ground: '#9cc26e', accent: '#f4a259', light: '#fffbe6' },
  { name: 'gobi', sky: ['#e9a55b', '#fbe3b0'], far: '#c98a5a', near: '#d9a066', ground: '#e8c08a', accent: '#2a9d8f', light: '#fff1c1' },
  { name: 'night', sky: ['#0d1b2a', '#33507a'], far: '#24344d', near: '#3a3f58', ground: '#4b4f63', accent: '#ffd166', light: '#fff3b0' },
  { name: 'copper', sky: ['#5f8fa8', '#f3d9b1'], far: '#8b7d8f', near: '#9c5d3c', ground: '#b8744b', accent: '#2b9348', light: '#fff8e1' },
];

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const n = (x) => Math.round(x * 10) / 10;

/** Lighter or darker shade of a #rrggbb colour (amount -1..1). */
export function shade(hex, amount) {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const to = amount < 0 ? 0 : 255;
  return `#${c.map((v) => Math.round(v + (to - v) * Math.abs(amount)).toString(16).padStart(2, '0')).join('')}`;
}

const sky = (w, h, p, id) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;

/** A mountain ridge from left to right around height `y`, jagged by `rough`. */
function ridge(w, h, y, rough, rand, fill, steps = 9) {
  const pts = [`0,${h}`];
  for (let i = 0; i <= steps; i++) pts.push(`${n((w * i) / steps)},${n(y - rand.between(0, rough))}`);
  pts.push(`${w},${h}`);
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

function sunOrMoon(w, h, p, rand) {
  const r = h * rand.between(0.05, 0.09);
  const cx = w * rand.between(0.1, 0.9);
  const cy = h * rand.between(0.1, 0.28);
  const stars =
    p.name === 'night'
      ? Array.from({ length: 40 }, () => `<circle cx="${n(rand() * w)}" cy="${n(rand() * h * 0.45)}" r="${n(rand.between(0.6, 1.8))}" fill="#fff" opacity="${n(rand.between(0.3, 0.9))}"/>`).join('')
      : '';
  return `${stars}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.8)}" fill="${p.light}" opacity="0.25"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.light}"/>`;
}

function clouds(w, h, rand, count) {
  return Array.from({ length: count }, () => {
    const x = rand() * w;
    const y = h * rand.between(0.08, 0.35);
    const s = w * rand.between(0.05, 0.12);
    return `<g fill="#fff" opacity="${n(rand.between(0.35, 0.7))}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.28)}"/><ellipse cx="${n(x + s * 0.4)}" cy="${n(y - s * 0.15)}" rx="${n(s * 0.5)}" ry="${n(s * 0.3)}"/></g>`;
  }).join('');
}

/** Sky, light, clouds and two mountain ridges: the backdrop most outdoor scenes share. */
function backdrop(w, h, p, rand, horizon) {
  return (
    sky(w, h, p, 'sky') +
    sunOrMoon(w, h, p, rand) +
    clouds(w, h, rand, p.name === 'night' ? 0 : Math.floor(rand.between(1, 5))) +
    ridge(w, h, horizon - h * 0.08, h * 0.18, rand, p.far) +
    ridge(w, h, horizon, h * 0.08, rand, p.near, 6)
  );
}

/** The backdrop and flat ground from the horizon down. */
const outdoor = (w, h, p, rand, horizon, ground = p.ground) => backdrop(w, h, p, rand, horizon) + `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${ground}"/>`;

/** A haul truck (side view) with its left wheel at (x, y), `s` pixels per unit, facing right unless `flip`. */
export function haulTruck(x, y, s, color, flip = false) {
  const t = `translate(${n(x)},${n(y)}) scale(${flip ? -s : s},${s})`;
  return `<g transform="${t}">
<polygon points="-6,-30 44,-30 50,-14 -6,-14" fill="${color}"/><polygon points="-6,-30 40,-36 44,-30" fill="${shade(color, -0.25)}"/>
<rect x="44" y="-28" width="16" height="16" fill="${shade(color, -0.1)}"/><rect x="48" y="-25" width="9" height="7" fill="#cfe8ff"/>
<rect x="-6" y="-14" width="68" height="6" fill="#333"/>
<circle cx="6" cy="-2" r="9" fill="#1e1e1e"/><circle cx="6" cy="-2" r="4" fill="#777"/><circle cx="50" cy="-2" r="9" fill="#1e1e1e"/><circle cx="50" cy="-2" r="4" fill="#777"/></g>`;
}

function excavator(x, y, s, color) {
  return `<g transform="translate(${n(x)},${n(y)}) scale(${s})">
<rect x="-18" y="-8" width="40" height="8" rx="4" fill="#2b2b2b"/><rect x="-14" y="-24" width="32" height="16" fill="${color}"/><rect x="8" y="-34" width="12" height="11" fill="#cfe8ff" stroke="${color}" stroke-width="2"/>
<polyline points="-8,-22 -30,-44 -46,-20" fill="none" stroke="${shade(color, -0.2)}" stroke-width="5"/><polygon points="-52,-22 -40,-22 -42,-12 -52,-14" fill="#444"/></g>`;
}

/** An open pit: benches stepping down into the ground with a haul road and trucks. */
function openPit(w, h, p, rand) {
  const horizon = h * rand.between(0.42, 0.52);
  const cx = w * rand.between(0.4, 0.6);
  const top = horizon + h * 0.04;
  const benches = 5;
  let body = backdrop(w, h, p, rand, horizon) + `<rect y="${n(top)}" width="${w}" height="${n(h - top)}" fill="${p.ground}"/>`;
  const depth = (h - top) * 0.85;
  for (let i = 0; i < benches; i++) {
    const half = w * (0.48 - i * 0.075);
    const y = top + (depth * i) / benches;
    const face = shade(p.ground, -0.12 - i * 0.05);
    body += `<ellipse cx="${n(cx)}" cy="${n(y + depth / benches)}" rx="${n(half)}" ry="${n(depth / benches + (benches - i) * h * 0.03)}" fill="${face}"/>`;
    body += `<ellipse cx="${n(cx)}" cy="${n(y + depth / benches + 4)}" rx="${n(half * 0.96)}" ry="${n(depth / benches + (benches - i) * h * 0.03 - 5)}" fill="${shade(p.ground, -0.06 - i * 0.05)}"/>`;
  }
  body += `<ellipse cx="${n(cx)}" cy="${n(top + depth * 1.02)}" rx="${n(w * 0.1)}" ry="${n(h * 0.03)}" fill="#5a8fb8" opacity="0.8"/>`;
  const s = w / 900;
  body += haulTruck(cx - w * 0.28, top + depth * 0.28, s * 1.2, p.accent);
  body += haulTruck(cx + w * 0.18, top + depth * 0.55, s, p.accent, true);
  body += excavator(cx - w * 0.06, top + depth * 0.82, s, shade(p.accent, -0.1));
  return svg(w, h, body);
}

/** A haul road winding through the hills with a truck convoy. */
function haulRoad(w, h, p, rand) {
  const horizon = h * rand.between(0.4, 0.5);
  const x0 = w * rand.between(0.35, 0.65);
  let body = outdoor(w, h, p, rand, horizon);
  body += ridge(w, h, horizon + h * 0.12, h * 0.06, rand, shade(p.ground, -0.1), 5);
  const road = `M${n(x0)},${n(horizon + 6)} C${n(x0 + w * 0.25)},${n(h * 0.62)} ${n(x0 - w * 0.35)},${n(h * 0.75)} ${n(w * 0.5)},${h}`;
  body += `<path d="${road}" fill="none" stroke="${shade(p.ground, -0.3)}" stroke-width="${n(w * 0.09)}" stroke-linecap="round"/><path d="${road}" fill="none" stroke="${shade(p.ground, 0.35)}" stroke-width="3" stroke-dasharray="18 14"/>`;
  const s = w / 1000;
  body += haulTruck(x0 + w * 0.02, horizon + h * 0.2, s * 0.9, p.accent);
  body += haulTruck(w * 0.42, h * 0.86, s * 1.8, p.accent, true);
  body += Array.from({ length: 6 }, (_, i) => `<rect x="${n(w * 0.06 + i * w * 0.025)}" y="${n(horizon + h * 0.25)}" width="4" height="${n(h * 0.05)}" fill="${shade(p.accent, -0.3)}"/>`).join('');
  return svg(w, h, body);
}

/** A long conveyor carrying ore to a stockpile and a processing plant. */
function conveyor(w, h, p, rand) {
  const horizon = h * rand.between(0.5, 0.58);
  let body = outdoor(w, h, p, rand, horizon);
  const px = w * rand.between(0.55, 0.7);
  const plant = shade(p.far, -0.35);
  body += `<rect x="${n(px)}" y="${n(horizon - h * 0.28)}" width="${n(w * 0.16)}" height="${n(h * 0.28)}" fill="${plant}"/><rect x="${n(px + w * 0.16)}" y="${n(horizon - h * 0.18)}" width="${n(w * 0.1)}" height="${n(h * 0.18)}" fill="${shade(plant, 0.15)}"/>`;
  body += `<rect x="${n(px + w * 0.03)}" y="${n(horizon - h * 0.42)}" width="${n(w * 0.018)}" height="${n(h * 0.14)}" fill="${shade(plant, 0.1)}"/>`;
  for (let i = 0; i < 5; i++) body += `<rect x="${n(px + w * 0.015 + i * w * 0.028)}" y="${n(horizon - h * 0.22)}" width="${n(w * 0.014)}" height="${n(h * 0.03)}" fill="${p.light}" opacity="0.8"/>`;
  const sx = w * 0.04;
  const sy = h * 0.9;
  const ex = px + w * 0.02;
  const ey = horizon - h * 0.2;
  body += `<polygon points="${n(sx - w * 0.02)},${n(sy + h * 0.1)} ${n(sx + w * 0.12)},${n(sy - h * 0.12)} ${n(sx + w * 0.26)},${n(sy + h * 0.1)}" fill="${shade(p.near, -0.2)}"/>`;
  body += `<line x1="${n(sx + w * 0.12)}" y1="${n(sy - h * 0.12)}" x2="${n(ex)}" y2="${n(ey)}" stroke="#3a3a3a" stroke-width="${n(h * 0.025)}"/>`;
  body += `<line x1="${n(sx + w * 0.12)}" y1="${n(sy - h * 0.12 - h * 0.018)}" x2="${n(ex)}" y2="${n(ey - h * 0.018)}" stroke="${p.accent}" stroke-width="${n(h * 0.008)}"/>`;
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const x = sx + w * 0.12 + (ex - sx - w * 0.12) * t;
    const y = sy - h * 0.12 + (ey - sy + h * 0.12) * t;
    body += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(Math.max(y, horizon + h * 0.1 * (1 - t)) + h * 0.08)}" stroke="#555" stroke-width="3"/>`;
  }
  return svg(w, h, body);
}

/** Rows of solar panels beside a mine, with a power line. */
function solarField(w, h, p, rand) {
  const horizon = h * rand.between(0.42, 0.5);
  let body = outdoor(w, h, p, rand, horizon);
  const rows = 6;
  for (let r = 0; r < rows; r++) {
    const y = horizon + (h - horizon) * (0.1 + r * 0.15);
    const ph = (h - horizon) * 0.07 * (1 + r * 0.25);
    const count = 14 - r;
    const pw = w / count;
    for (let c = 0; c < count; c++) {
      const x = c * pw + (r % 2) * pw * 0.3;
      body += `<polygon points="${n(x + pw * 0.08)},${n(y + ph)} ${n(x + pw * 0.18)},${n(y)} ${n(x + pw * 0.95)},${n(y)} ${n(x + pw * 0.88)},${n(y + ph)}" fill="#1f3b63" stroke="${shade('#1f3b63', 0.35)}" stroke-width="1.2"/>`;
      body += `<line x1="${n(x + pw * 0.5)}" y1="${n(y + ph)}" x2="${n(x + pw * 0.5)}" y2="${n(y + ph * 1.35)}" stroke="#666" stroke-width="2"/>`;
    }
  }
  const tx = w * rand.between(0.7, 0.88);
  body += `<g stroke="#555" stroke-width="3" fill="none"><polyline points="${n(tx - 18)},${n(horizon + 8)} ${n(tx)},${n(horizon - h * 0.3)} ${n(tx + 18)},${n(horizon + 8)}"/><line x1="${n(tx - 26)}" y1="${n(horizon - h * 0.24)}" x2="${n(tx + 26)}" y2="${n(horizon - h * 0.24)}"/></g>`;
  body += `<path d="M0,${n(horizon - h * 0.2)} Q${n(tx / 2)},${n(horizon - h * 0.14)} ${n(tx - 26)},${n(horizon - h * 0.24)}" fill="none" stroke="#444" stroke-width="1.5"/>`;
  return svg(w, h, body);
}

/** Open steppe with gers and grazing horses under the mountains. */
function steppe(w, h, p, rand) {
  const horizon = h * rand.between(0.5, 0.62);
  let body = outdoor(w, h, p, rand, horizon);
  body += `<path d="M0,${n(h * 0.85)} Q${n(w * 0.5)},${n(h * 0.72)} ${w},${n(h * 0.9)} L${w},${h} L0,${h}Z" fill="${shade(p.ground, -0.1)}"/>`;
  const gx = w * rand.between(0.3, 0.55);
  for (let i = 0; i < 3; i++) {
    const x = gx + i * w * 0.08;
    const y = horizon + h * 0.12 + i * 4;
    const r = w * 0.03;
    body += `<rect x="${n(x - r)}" y="${n(y - r * 0.7)}" width="${n(r * 2)}" height="${n(r * 0.7)}" fill="#f4f1ea"/><polygon points="${n(x - r * 1.08)},${n(y - r * 0.7)} ${n(x)},${n(y - r * 1.3)} ${n(x + r * 1.08)},${n(y - r * 0.7)}" fill="#e6e1d6"/><rect x="${n(x - r * 0.2)}" y="${n(y - r * 0.5)}" width="${n(r * 0.4)}" height="${n(r * 0.5)}" fill="${p.accent}"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const x = w * rand.between(0.1, 0.9);
    const y = horizon + h * rand.between(0.22, 0.35);
    const s = w / 1400;
    body += `<g transform="translate(${n(x)},${n(y)}) scale(${n(s * 100) / 100})" fill="#5a3d2b"><ellipse cx="0" cy="0" rx="22" ry="9"/><rect x="-18" y="4" width="4" height="18"/><rect x="14" y="4" width="4" height="18"/><polygon points="18,-4 34,-20 38,-14 24,2"/></g>`;
  }
  return svg(w, h, body);
}

/** A conference hall seen from the back: stage, screen with a chart, rows of heads. */
function conferenceHall(w, h, p, rand) {
  const wall = shade(p.sky[0], -0.55);
  let body = `<rect width="${w}" height="${h}" fill="${wall}"/>`;
  body += `<rect y="${n(h * 0.62)}" width="${w}" height="${n(h * 0.38)}" fill="${shade(wall, -0.3)}"/>`;
  const sw = w * rand.between(0.36, 0.46);
  const sx = (w - sw) / 2;
  body += `<rect x="${n(sx - 6)}" y="${n(h * 0.1 - 6)}" width="${n(sw + 12)}" height="${n(h * 0.38 + 12)}" fill="#111"/><rect x="${n(sx)}" y="${n(h * 0.1)}" width="${n(sw)}" height="${n(h * 0.38)}" fill="${p.sky[1]}"/>`;
  const bars = 6;
  for (let i = 0; i < bars; i++) {
    const bh = h * 0.28 * rand.between(0.25, 1);
    body += `<rect x="${n(sx + sw * 0.1 + i * sw * 0.13)}" y="${n(h * 0.44 - bh)}" width="${n(sw * 0.08)}" height="${n(bh)}" fill="${i % 2 ? p.accent : shade(p.sky[0], 0.1)}"/>`;
  }
  body += `<rect x="${n(w * 0.1)}" y="${n(h * 0.52)}" width="${n(w * 0.8)}" height="${n(h * 0.06)}" fill="${shade(p.near, -0.2)}"/>`;
  body += `<rect x="${n(w * 0.22)}" y="${n(h * 0.44)}" width="${n(w * 0.04)}" height="${n(h * 0.08)}" fill="${shade(p.accent, -0.3)}"/>`;
  for (let i = 0; i < 5; i++) body += `<polygon points="${n(w * (0.15 + i * 0.18))},0 ${n(w * (0.1 + i * 0.18))},${n(h * 0.62)} ${n(w * (0.22 + i * 0.18))},${n(h * 0.62)}" fill="${p.light}" opacity="0.05"/>`;
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const y = h * (0.7 + r * 0.09);
    const size = h * (0.035 + r * 0.012);
    const count = Math.floor(w / (size * 2.6));
    for (let c = 0; c <= count; c++) {
      const x = c * size * 2.6 + (r % 2) * size * 1.3 + rand.between(-3, 3);
      const tone = shade('#1a1a1a', rand.between(0, 0.2));
      body += `<ellipse cx="${n(x)}" cy="${n(y + size * 1.6)}" rx="${n(size * 1.2)}" ry="${n(size)}" fill="${shade(wall, -0.45)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.75)}" fill="${tone}"/>`;
    }
  }
  return svg(w, h, body);
}

/** Core boxes on a table: rows of drill core in varied rock colours. */
function coreSamples(w, h, p, rand) {
  const table = shade(p.near, -0.35);
  let body = `<rect width="${w}" height="${h}" fill="${table}"/>`;
  const rocks = ['#7d8791', '#5b6670', '#a39382', '#8c6d52', '#4d5a47', '#b6a48c', shade(p.accent, -0.2), '#6f5f7a'];
  // Wide banners get a third box, so the middle of the picture (the phone crop) shows a whole box.
  const boxes = w / h > 2 ? 3 : 2;
  const rows = 5;
  const gap = w * 0.04;
  const bw = (w * 0.9 - gap * (boxes - 1)) / boxes;
  for (let b = 0; b < boxes; b++) {
    const bx = w * 0.05 + b * (bw + gap);
    const by = h * rand.between(0.06, 0.12);
    const bh = h * 0.8;
    body += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" fill="#c9a46b" stroke="#8a6a3a" stroke-width="4"/>`;
    for (let r = 0; r < rows; r++) {
      const y = by + bh * (0.04 + r * 0.19);
      const rh = bh * 0.15;
      body += `<rect x="${n(bx + bw * 0.03)}" y="${n(y)}" width="${n(bw * 0.94)}" height="${n(rh)}" fill="#9c7a45"/>`;
      let x = bx + bw * 0.04;
      while (x < bx + bw * 0.95) {
        const len = Math.min(bw * rand.between(0.06, 0.3), bx + bw * 0.96 - x);
        const c = rand.pick(rocks);
        body += `<rect x="${n(x)}" y="${n(y + rh * 0.12)}" width="${n(len - 2)}" height="${n(rh * 0.76)}" rx="${n(rh * 0.38)}" fill="${c}"/><rect x="${n(x + 2)}" y="${n(y + rh * 0.2)}" width="${n(len - 6)}" height="${n(rh * 0.18)}" rx="3" fill="#fff" opacity="0.18"/>`;
        if (rand() < 0.3) body += `<line x1="${n(x + len * 0.4)}" y1="${n(y + rh * 0.15)}" x2="${n(x + len * 0.55)}" y2="${n(y + rh * 0.85)}" stroke="${p.light}" stroke-width="2" opacity="0.6"/>`;
        x += len;
      }
    }
  }
  return svg(w, h, body);
}

/** A rehabilitated pit: green terraces, young trees and a pond. */
function rehabilitated(w, h, p, rand) {
  const horizon = h * rand.between(0.42, 0.5);
  const green = ['#6a994e', '#7fb069', '#a7c957', '#588157'];
  let body = outdoor(w, h, p, rand, horizon, green[0]);
  for (let i = 0; i < 4; i++) {
    const y = horizon + (h - horizon) * (0.15 + i * 0.2);
    body += `<path d="M0,${n(y)} Q${n(w * 0.5)},${n(y - h * 0.05)} ${w},${n(y + h * 0.02)} L${w},${h} L0,${h}Z" fill="${green[(i + 1) % green.length]}"/>`;
  }
  const px = w * rand.between(0.3, 0.6);
  body += `<ellipse cx="${n(px)}" cy="${n(h * 0.8)}" rx="${n(w * 0.14)}" ry="${n(h * 0.06)}" fill="${p.name === 'night' ? '#2b4a6b' : '#5a9fd4'}"/><ellipse cx="${n(px - w * 0.03)}" cy="${n(h * 0.79)}" rx="${n(w * 0.05)}" ry="${n(h * 0.012)}" fill="#fff" opacity="0.4"/>`;
  for (let i = 0; i < 26; i++) {
    const x = w * rand();
    const y = horizon + (h - horizon) * rand.between(0.1, 0.95);
    if (Math.abs(x - px) < w * 0.16 && y > h * 0.72) continue;
    const s = (h / 455) * (6 + (y - horizon) * 0.06);
    body += `<rect x="${n(x - 1.5)}" y="${n(y - s)}" width="3" height="${n(s)}" fill="#6b4f3a"/><circle cx="${n(x)}" cy="${n(y - s * 1.3)}" r="${n(s * 0.6)}" fill="${rand.pick(['#386641', '#2d6a4f', '#40916c'])}"/>`;
  }
  return svg(w, h, body);
}

/** A survey map: contour lines, a river, licence blocks and drill holes. */
function surveyMap(w, h, p, rand) {
  const paper = shade(p.sky[1], 0.55);
  let body = `<rect width="${w}" height="${h}" fill="${paper}"/>`;
  const grid = w / 12;
  for (let x = grid; x < w; x += grid) body += `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${h}" stroke="${shade(p.far, 0.4)}" stroke-width="1"/>`;
  for (let y = grid; y < h; y += grid) body += `<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}" stroke="${shade(p.far, 0.4)}" stroke-width="1"/>`;
  for (let hill = 0; hill < 3; hill++) {
    const cx = w * rand.between(0.15, 0.85);
    const cy = h * rand.between(0.2, 0.8);
    for (let k = 1; k <= 7; k++) {
      const r = k * Math.min(w, h) * 0.045;
      const pts = Array.from({ length: 24 }, (_, i) => {
        const a = (i / 24) * Math.PI * 2;
        const rr = r * (1 + 0.18 * Math.sin(a * 3 + hill) + 0.08 * Math.cos(a * 5 + k));
        return `${n(cx + Math.cos(a) * rr * 1.4)},${n(cy + Math.sin(a) * rr)}`;
      });
      body += `<polygon points="${pts.join(' ')}" fill="none" stroke="${shade(p.near, -0.1)}" stroke-width="${k % 5 === 0 ? 2.2 : 1.1}" opacity="0.75"/>`;
    }
  }
  body += `<path d="M0,${n(h * rand.between(0.3, 0.7))} C${n(w * 0.3)},${n(h * 0.2)} ${n(w * 0.5)},${n(h * 0.9)} ${w},${n(h * rand.between(0.3, 0.7))}" fill="none" stroke="#4a90c2" stroke-width="${n(h * 0.015)}"/>`;
  const bx = w * rand.between(0.3, 0.5);
  const by = h * rand.between(0.25, 0.45);
  body += `<rect x="${n(bx)}" y="${n(by)}" width="${n(w * 0.24)}" height="${n(h * 0.32)}" fill="${p.accent}" opacity="0.15" stroke="${shade(p.accent, -0.3)}" stroke-width="3" stroke-dasharray="10 6"/>`;
  for (let i = 0; i < 9; i++) body += `<circle cx="${n(bx + w * 0.24 * rand())}" cy="${n(by + h * 0.32 * rand())}" r="5" fill="${shade(p.accent, -0.4)}" stroke="#fff" stroke-width="2"/>`;
  return svg(w, h, body);
}

/** A mine camp at night or dusk: lit buildings, a headframe and floodlights. */
function headframe(w, h, p, rand) {
  const horizon = h * rand.between(0.6, 0.68);
  let body = outdoor(w, h, p, rand, horizon);
  const x = w * rand.between(0.42, 0.58);
  const steel = shade(p.far, -0.5);
  body += `<g stroke="${steel}" stroke-width="${n(w * 0.006)}" fill="none"><polyline points="${n(x - w * 0.06)},${n(horizon)} ${n(x)},${n(h * 0.18)} ${n(x + w * 0.06)},${n(horizon)}"/><line x1="${n(x - w * 0.04)}" y1="${n(horizon - h * 0.12)}" x2="${n(x + w * 0.04)}" y2="${n(horizon - h * 0.12)}"/><line x1="${n(x - w * 0.02)}" y1="${n(horizon - h * 0.26)}" x2="${n(x + w * 0.02)}" y2="${n(horizon - h * 0.26)}"/><line x1="${n(x)}" y1="${n(h * 0.18)}" x2="${n(x + w * 0.12)}" y2="${n(horizon)}"/></g>`;
  body += `<circle cx="${n(x)}" cy="${n(h * 0.2)}" r="${n(h * 0.035)}" fill="none" stroke="${steel}" stroke-width="${n(w * 0.005)}"/>`;
  for (let i = 0; i < 4; i++) {
    const bx = w * (0.08 + i * 0.22) + (i >= 2 ? w * 0.08 : 0);
    const bw = w * 0.12;
    const bh = h * rand.between(0.08, 0.15);
    body += `<rect x="${n(bx)}" y="${n(horizon - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${shade(p.near, -0.3)}"/>`;
    for (let k = 0; k < 4; k++) body += `<rect x="${n(bx + bw * (0.08 + k * 0.23))}" y="${n(horizon - bh * 0.7)}" width="${n(bw * 0.14)}" height="${n(bh * 0.3)}" fill="${p.light}" opacity="${p.name === 'night' || p.name === 'dusk' ? 0.95 : 0.5}"/>`;
  }
  return svg(w, h, body);
}

export const SCENES = { openPit, haulRoad, conveyor, solarField, steppe, conferenceHall, coreSamples, rehabilitated, surveyMap, headframe };
