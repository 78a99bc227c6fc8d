#!/usr/bin/env node
/**
 * Draws the demo illustrations (committed; run again only when lib/db/seed/assets.json's counts change):
 *   node scripts/demo-images/make.mjs
 * - public/images/seed/banner-mm-NN.jpg  wide home heroes (1920×720; subject kept in the middle for the phone crop)
 * - public/images/seed/banner-mm-phone-NN.jpg  the same heroes drawn for the phone frame (1095×683, the 730×455 shape)
 * - public/images/seed/banner-yp-NN.jpg  directory banners (730×455, the spec's banner size)
 * - public/images/seed/news-NN.jpg, week-news-NN.jpg  one distinct picture per news item (730×455)
 * - public/images/mm/promo-*.jpg, project-*.jpg  home highlights and project cards (480×320)
 * No text in any picture: titles are the page's. Each item gets its own scene, palette and seed.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PALETTES, SCENES } from './scenes.mjs';
import { random } from '../seed-assets/scenes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const assets = JSON.parse(fs.readFileSync(path.join(root, 'lib/db/seed/assets.json'), 'utf8'));
const seedDir = path.join(root, 'public/images/seed');
const mmDir = path.join(root, 'public/images/mm');
const pad = (k) => String(k).padStart(2, '0');
const MAX_BYTES = 120 * 1024;

const sizes = [];
async function draw(file, scene, paletteIndex, seed, w, h) {
  const svgText = SCENES[scene](w, h, PALETTES[paletteIndex % PALETTES.length], random(seed));
  const data = await sharp(Buffer.from(svgText)).jpeg({ quality: 75, mozjpeg: true }).toBuffer();
  if (data.length > MAX_BYTES) throw new Error(`${file} is ${data.length} bytes (over ${MAX_BYTES})`);
  fs.writeFileSync(file, data);
  sizes.push(data.length);
}

/** [scene, palette] per hero, in the order of the seed's banner alt texts (lib/db/seed/site.ts). */
const MM_HEROES = [['openPit', 0], ['conferenceHall', 2], ['haulRoad', 5], ['rehabilitated', 4], ['coreSamples', 7]];
const YP_BANNERS = [['surveyMap', 1], ['conveyor', 6], ['solarField', 5]];
const PROMOS = { mw: ['conferenceHall', 6], yp: ['surveyMap', 4], assessment: ['rehabilitated', 0], trade: ['conveyor', 2] };
const PROJECTS = { 20: ['openPit', 1], 21: ['coreSamples', 3], 22: ['headframe', 2], 23: ['steppe', 4], 24: ['haulRoad', 3], 25: ['headframe', 6], 26: ['solarField', 0] };

const SCENE_NAMES = Object.keys(SCENES);
/** The i-th news picture: scenes cycle, the palette shifts each round, so no two items share scene and palette. */
const newsScene = (i) => [SCENE_NAMES[i % SCENE_NAMES.length], i + Math.floor(i / SCENE_NAMES.length)];

for (const [i, [scene, p]] of MM_HEROES.slice(0, assets.counts.bannerMm).entries()) await draw(path.join(seedDir, `banner-mm-${pad(i + 1)}.jpg`), scene, p, 3100 + i, 1920, 720);
// The phone picture of each hero: its scene and palette recomposed for the phone frame, not a crop.
for (const [i, [scene, p]] of MM_HEROES.slice(0, assets.counts.bannerMm).entries()) await draw(path.join(seedDir, `banner-mm-phone-${pad(i + 1)}.jpg`), scene, p, 3100 + i, 1095, 683);
for (const [i, [scene, p]] of YP_BANNERS.slice(0, assets.counts.bannerYp).entries()) await draw(path.join(seedDir, `banner-yp-${pad(i + 1)}.jpg`), scene, p, 3200 + i, 730, 455);
for (let i = 0; i < assets.counts.news; i++) await draw(path.join(seedDir, `news-${pad(i + 1)}.jpg`), ...newsScene(i), 3300 + i, 730, 455);
for (let i = 0; i < assets.counts.weekNews; i++) await draw(path.join(seedDir, `week-news-${pad(i + 1)}.jpg`), ...newsScene(assets.counts.news + i), 3500 + i, 730, 455);
for (const [key, [scene, p]] of Object.entries(PROMOS)) await draw(path.join(mmDir, `promo-${key}.jpg`), scene, p, 3600 + key.length, 480, 320);
for (const [cid, [scene, p]] of Object.entries(PROJECTS)) await draw(path.join(mmDir, `project-${cid}.jpg`), scene, p, 3700 + Number(cid), 480, 320);

const total = sizes.reduce((a, b) => a + b, 0);
console.log(`${sizes.length} pictures, ${(total / 1024).toFixed(0)} KB, largest ${(Math.max(...sizes) / 1024).toFixed(0)} KB`);
