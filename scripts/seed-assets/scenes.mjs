/** SVG drawings for the seed images: simple shapes and gradients with a text overlay, all our own. */

const FONT = "font-family=\"DejaVu Sans, Noto Sans, sans-serif\"";

export const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

/** Deterministic pseudo-random numbers (mulberry32), so every run draws the same pictures. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.between = (min, max) => min + next() * (max - min);
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

export const PALETTES = [
  { sky: ['#1d3557', '#f4a261'], land: ['#6d4c41', '#8d6e63', '#a1887f'], accent: '#f9c74f' },
  { sky: ['#0b3d91', '#7fb3d5'], land: ['#5d4037', '#795548', '#bcaaa4'], accent: '#ffd166' },
  { sky: ['#264653', '#e9c46a'], land: ['#7f5539', '#9c6644', '#b08968'], accent: '#e76f51' },
  { sky: ['#3a0ca3', '#f72585'], land: ['#4a4e69', '#6c757d', '#9a8c98'], accent: '#ffbe0b' },
  { sky: ['#023e8a', '#90e0ef'], land: ['#6b705c', '#a5a58d', '#cb997e'], accent: '#fb8500' },
  { sky: ['#2b2d42', '#8d99ae'], land: ['#5e503f', '#a9927d', '#c6ac8f'], accent: '#ef233c' },
];

/** Splits text into lines of at most `width` characters, on spaces. */
export function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const textLines = (lines, { x, y, size, weight = 'normal', fill = '#fff', anchor = 'start', gap = 1.25 }) =>
  lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * gap}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`)
    .join('');

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function ridge(w, h, baseY, roughness, rand) {
  const points = [`0,${h}`, `0,${baseY}`];
  for (let x = 0; x <= w; x += w / 8) points.push(`${x.toFixed(0)},${(baseY - rand.between(0, roughness)).toFixed(0)}`);
  points.push(`${w},${h}`);
  return points.join(' ');
}

/** An open-pit landscape: sky, sun, mountain ridges, pit benches and a haul truck at `truckX` (0..1). */
function landscapeBody(w, h, rand, palette, truckX = rand.between(0.15, 0.7)) {
  const [l1, l2, l3] = palette.land;
  const pitY = h * 0.72;
  const benches = [0, 1, 2, 3]
    .map((i) => {
      const inset = i * w * 0.06;
      return `<polygon points="${w * 0.2 + inset},${pitY + i * h * 0.05} ${w * 0.8 - inset},${pitY + i * h * 0.05} ${w * 0.77 - inset},${pitY + (i + 1) * h * 0.05} ${w * 0.23 + inset},${pitY + (i + 1) * h * 0.05}" fill="${i % 2 ? l2 : l3}" opacity="0.9"/>`;
    })
    .join('');
  const tx = w * truckX;
  const ty = pitY - h * 0.05;
  const s = w / 730;
  const truck = `<g transform="translate(${tx},${ty}) scale(${s})"><rect x="0" y="0" width="70" height="26" rx="3" fill="${palette.accent}"/><rect x="52" y="-14" width="20" height="16" fill="${palette.accent}"/><rect x="56" y="-11" width="12" height="8" fill="#cfe8ff"/><circle cx="14" cy="30" r="9" fill="#222"/><circle cx="56" cy="30" r="9" fill="#222"/></g>`;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<circle cx="${w * rand.between(0.6, 0.9)}" cy="${h * rand.between(0.15, 0.3)}" r="${h * 0.08}" fill="${palette.accent}" opacity="0.85"/>` +
    `<polygon points="${ridge(w, h, h * 0.45, h * 0.2, rand)}" fill="${l3}" opacity="0.6"/>` +
    `<polygon points="${ridge(w, h, h * 0.58, h * 0.14, rand)}" fill="${l2}"/>` +
    `<rect y="${pitY}" width="${w}" height="${h - pitY}" fill="${l1}"/>` +
    benches +
    truck
  );
}

/** Video frame: the landscape with the truck moving across. */
export function videoFrame({ w, h, palette, progress, seed }) {
  return svg(w, h, landscapeBody(w, h, random(seed), palette, 0.05 + progress * 0.75));
}

const EMBLEMS = [
  (c) => `<polygon points="10,80 40,25 55,50 65,35 90,80" fill="${c}"/>`,
  (c) => `<polygon points="50,12 85,32 85,72 50,92 15,72 15,32" fill="${c}"/><polygon points="50,30 68,41 68,63 50,74 32,63 32,41" fill="#fff"/>`,
  (c) => `<circle cx="50" cy="52" r="38" fill="none" stroke="${c}" stroke-width="10"/><circle cx="50" cy="52" r="14" fill="${c}"/>`,
  (c) => `<polygon points="50,10 88,52 50,94 12,52" fill="${c}"/><polygon points="50,30 68,52 50,74 32,52" fill="#fff" opacity="0.6"/>`,
  (c) => `<rect x="18" y="20" width="64" height="64" rx="14" fill="${c}"/><path d="M30,70 L50,34 L70,70" stroke="#fff" stroke-width="8" fill="none"/>`,
];

/** A company logo: an emblem and the name. */
export function logo({ label, rand, palette, index }) {
  const color = rand.pick([palette.sky[0], palette.land[0], palette.accent, '#0f766e', '#9d174d']);
  const lines = wrap(label.toUpperCase(), 11).slice(0, 2);
  return svg(
    240,
    120,
    `<rect width="240" height="120" fill="#fff"/>` +
      `<g transform="translate(8,12) scale(0.95)">${EMBLEMS[index % EMBLEMS.length](color)}</g>` +
      textLines(lines, { x: 108, y: lines.length > 1 ? 54 : 68, size: 17, weight: 'bold', fill: '#222' }),
  );
}

/** A crystal cluster on a dark ground with the mineral's name. */
export function mineral({ name, rand, palette }) {
  const w = 400;
  const h = 300;
  const crystals = Array.from({ length: 7 }, () => {
    const cx = rand.between(110, 290);
    const base = rand.between(200, 240);
    const height = rand.between(70, 150);
    const half = rand.between(14, 28);
    const tint = rand.pick([palette.accent, palette.sky[1], palette.land[2], '#d9d9d9']);
    return `<polygon points="${cx - half},${base} ${cx - half * 0.7},${base - height} ${cx},${base - height - half} ${cx + half * 0.7},${base - height} ${cx + half},${base}" fill="${tint}" stroke="#fff" stroke-opacity="0.35"/>`;
  }).join('');
  return svg(
    w,
    h,
    `<defs><radialGradient id="g"><stop offset="0" stop-color="#3d3d3d"/><stop offset="1" stop-color="#111"/></radialGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>${crystals}` +
      `<rect y="250" width="${w}" height="50" fill="#000" opacity="0.5"/>` +
      textLines([name], { x: w / 2, y: 283, size: 22, weight: 'bold', anchor: 'middle' }),
  );
}

/** A portrait poster with a big title. */
export function poster({ title, subtitle, rand, palette }) {
  const w = 400;
  const h = 560;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#fafafa"/>` +
      `<g transform="translate(0,0)"><svg width="${w}" height="300" viewBox="0 0 730 455" preserveAspectRatio="xMidYMid slice">${landscapeBody(730, 455, rand, palette)}</svg></g>` +
      textLines(wrap(title, 22).slice(0, 4), { x: 28, y: 350, size: 24, weight: 'bold', fill: palette.sky[0] }) +
      textLines(wrap(subtitle, 36).slice(0, 3), { x: 28, y: 470, size: 15, fill: '#444' }) +
      `<rect y="${h - 16}" width="${w}" height="16" fill="${palette.accent}"/>`,
  );
}

/** A document page: header band, title, text-like lines and a small bar chart. */
export function documentPage({ title, subtitle, rand, palette, pageNumber }) {
  const w = 420;
  const h = 595;
  const bars = Array.from({ length: 6 }, (_, i) => {
    const bh = rand.between(30, 110);
    return `<rect x="${60 + i * 50}" y="${470 - bh}" width="30" height="${bh}" fill="${i % 2 ? palette.sky[0] : palette.accent}"/>`;
  }).join('');
  const lines = Array.from({ length: 12 }, (_, i) => `<rect x="40" y="${200 + i * 16}" width="${rand.between(220, 340)}" height="6" rx="3" fill="#c9c9c9"/>`).join('');
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#fff"/><rect width="${w}" height="70" fill="${palette.sky[0]}"/>` +
      textLines(['МУУҮА · MNMA'], { x: 40, y: 44, size: 18, weight: 'bold' }) +
      textLines(wrap(title, 28).slice(0, 3), { x: 40, y: 112, size: 19, weight: 'bold', fill: '#1a1a1a' }) +
      textLines(wrap(subtitle, 44).slice(0, 2), { x: 40, y: 172, size: 12, fill: '#555' }) +
      lines +
      `<line x1="40" y1="472" x2="380" y2="472" stroke="#888"/>${bars}` +
      textLines([String(pageNumber)], { x: w / 2, y: 570, size: 11, fill: '#777', anchor: 'middle' }),
  );
}

/** A conference day programme: a time column and session titles. */
export function agendaSheet({ heading, date, sessions, palette }) {
  const w = 600;
  const h = 850;
  const rows = sessions
    .map(([time, title], i) => {
      const y = 190 + i * 72;
      return (
        `<rect x="30" y="${y - 34}" width="540" height="62" rx="8" fill="${i % 2 ? '#f3f4f6' : '#e8eef7'}"/>` +
        textLines([time], { x: 50, y: y + 4, size: 17, weight: 'bold', fill: palette.sky[0] }) +
        textLines(wrap(title, 38).slice(0, 2), { x: 180, y: y - 6, size: 15, fill: '#1f2937', gap: 1.3 })
      );
    })
    .join('');
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#fff"/><rect width="${w}" height="120" fill="${palette.sky[0]}"/>` +
      textLines([heading], { x: 30, y: 58, size: 28, weight: 'bold' }) +
      textLines([date], { x: 30, y: 96, size: 18, fill: palette.accent }) +
      rows,
  );
}

/** A meeting room: wall, window, table and chairs. */
export function room({ name, rand, palette }) {
  const w = 480;
  const h = 320;
  const chairs = Array.from({ length: 6 }, (_, i) => `<circle cx="${150 + (i % 3) * 90}" cy="${i < 3 ? 200 : 282}" r="16" fill="${palette.land[0]}"/>`).join('');
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#e9e4dc"/><rect y="210" width="${w}" height="110" fill="#b8a58f"/>` +
      `<rect x="${rand.between(40, 260)}" y="40" width="160" height="100" fill="${palette.sky[1]}" stroke="#fff" stroke-width="6"/>` +
      `<rect x="120" y="215" width="240" height="50" rx="10" fill="#6b4f3a"/>${chairs}` +
      `<rect x="20" y="20" width="${name.length * 12 + 30}" height="40" rx="6" fill="#000" opacity="0.55"/>` +
      textLines([name], { x: 35, y: 47, size: 20, weight: 'bold' }),
  );
}

/** A conference photo: a stage with a screen and the audience, or exhibition booths. */
export function eventPhoto({ rand, palette, index }) {
  const w = 480;
  const h = 320;
  const heads = Array.from({ length: 28 }, (_, i) => {
    const row = Math.floor(i / 7);
    return `<circle cx="${40 + (i % 7) * 66 + rand.between(-8, 8)}" cy="${230 + row * 26}" r="${14 + row * 2}" fill="${rand.pick(['#222', '#3b2f2f', '#4a3728', '#2e2e2e'])}"/>`;
  }).join('');
  const stage =
    `<rect width="${w}" height="${h}" fill="#1b1f2a"/>` +
    `<rect x="110" y="30" width="260" height="140" fill="${palette.sky[0]}"/>` +
    `<svg x="120" y="40" width="240" height="120" viewBox="0 0 730 455" preserveAspectRatio="xMidYMid slice">${landscapeBody(730, 455, rand, palette)}</svg>` +
    `<rect x="60" y="175" width="360" height="18" fill="#3d405b"/>${heads}`;
  const booths =
    `<rect width="${w}" height="${h}" fill="#d9dde3"/><rect y="230" width="${w}" height="90" fill="#9aa3ad"/>` +
    [0, 1, 2]
      .map((i) => `<rect x="${20 + i * 155}" y="70" width="140" height="160" fill="${[palette.accent, palette.sky[0], palette.land[1]][i]}"/><rect x="${30 + i * 155}" y="80" width="120" height="30" fill="#fff" opacity="0.8"/>`)
      .join('') +
    Array.from({ length: 9 }, (_, i) => `<circle cx="${40 + i * 50}" cy="${262 + rand.between(-6, 6)}" r="12" fill="#2b2b2b"/><rect x="${30 + i * 50}" y="274" width="20" height="40" fill="#2b2b2b"/>`).join('');
  return svg(w, h, index % 3 === 2 ? booths : stage);
}
