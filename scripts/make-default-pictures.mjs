#!/usr/bin/env node
/**
 * Draws the two default profile pictures an auditor can have without an upload (a man and a woman as neutral
 * silhouettes) into public/images/defaults/ (committed; run again only to change their look):
 *   node scripts/make-default-pictures.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'public/images/defaults');
const SIZE = 240;

/** Shoulders and head, plus hair: short for the man, long for the woman. */
function silhouette({ background, figure, hair }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 240 240">
  <rect width="240" height="240" fill="${background}"/>
  ${hair === 'long' ? `<path d="M66 112c0-44 24-70 54-70s54 26 54 70v58H66z" fill="${figure}" opacity="0.75"/>` : ''}
  <path d="M34 240c4-52 40-78 86-78s82 26 86 78z" fill="${figure}"/>
  <circle cx="120" cy="100" r="44" fill="${figure}"/>
  ${hair === 'short' ? `<path d="M76 96c0-30 20-48 44-48s44 18 44 48c-10-14-26-20-44-20s-34 6-44 20z" fill="${figure}" opacity="0.6"/>` : ''}
</svg>`;
}

const pictures = {
  'person-male.png': silhouette({ background: '#dfe7ef', figure: '#5b7088', hair: 'short' }),
  'person-female.png': silhouette({ background: '#efe3e7', figure: '#86606f', hair: 'long' }),
};

fs.mkdirSync(outDir, { recursive: true });
for (const [name, svg] of Object.entries(pictures)) {
  const png = await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(path.join(outDir, name), png);
  console.log(`${name}: ${png.length} bytes`);
}
