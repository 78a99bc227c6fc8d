import sharp from 'sharp';
const files = process.argv.slice(3);
const tiles = await Promise.all(files.map(f => sharp(f).resize(960, 360).toBuffer()));
await sharp({ create: { width: 960, height: 360 * files.length, channels: 3, background: '#fff' } }).composite(tiles.map((input, i) => ({ input, left: 0, top: i * 360 }))).png().toFile(process.argv[2]);
