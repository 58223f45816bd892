/**
 * `node apps/server/src/scripts/write-caption-scenes.ts`: draws Caption this's pictures from our scenes
 * (`caption/scenes.json`: a backdrop and emoji placed on it) with Microsoft's Fluent Emoji Flat (MIT, through
 * `@iconify-json/fluent-emoji-flat`), one SVG file each in `caption/media/`. The game serves the written files only.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENES, type Scene } from '../modules/activities/caption/scenes.ts';

const require = createRequire(import.meta.url);
const emoji = require('@iconify-json/fluent-emoji-flat/icons.json') as {
  icons: Record<string, { body: string }>;
  width: number;
};
const OUT = fileURLToPath(new URL('../modules/activities/caption/media/', import.meta.url));
const WIDTH = 640;
const HEIGHT = 400;

/** Sky, ground (or water, or floor) and a horizon for each kind of place. */
const BACKDROPS: Record<Scene['backdrop'], string> = {
  sky: band('#9fd3f5', '#dff1fb', '#8cc96b', 300),
  city: band('#a8d8f0', '#e6f4fb', '#9a9a9a', 300, '<rect y="330" width="640" height="6" fill="#f2f2f2"/>'),
  night: band('#1b2a4e', '#3b4f7d', '#2f4a2f', 310, stars([50, 40], [140, 90], [260, 30], [470, 50], [600, 120])),
  space: band('#05060f', '#1b1f3a', '#1b1f3a', 400, stars([40, 60], [120, 300], [220, 120], [380, 330], [600, 250], [560, 30])),
  sea: band('#8fd0f2', '#dff1fb', '#2e86c1', 280),
  'sea-deep': band('#1f6fa8', '#3fa0d8', '#d8c38a', 340),
  beach: band('#8fd0f2', '#dff1fb', '#f2d7a0', 290, '<rect y="250" width="640" height="40" fill="#3ba3dc"/>'),
  desert: band('#f7c873', '#fde7bd', '#e8b866', 300),
  snow: band('#c9dff0', '#eef6fc', '#ffffff', 300),
  room: band(
    '#f3e6d3',
    '#fbf4ea',
    '#b98b5e',
    320,
    '<rect x="70" y="60" width="120" height="90" rx="6" fill="#cfe8f7" stroke="#fff" stroke-width="6"/>',
  ),
  pool: band('#9fd3f5', '#dff1fb', '#5ec4e8', 250, '<rect y="250" width="640" height="10" fill="#ffffff"/>'),
};

function band(top: string, horizon: string, ground: string, groundY: number, extra = ''): string {
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>`,
    `<stop offset="1" stop-color="${horizon}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<rect y="${groundY}" width="${WIDTH}" height="${HEIGHT - groundY}" fill="${ground}"/>`,
    extra,
  ].join('');
}

function stars(...at: [number, number][]): string {
  return at.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="#fff8d6"/>`).join('');
}

/** Icon bodies name their gradients with ids; two icons in one picture must not share them. */
const scopedIds = (body: string, prefix: string) =>
  body.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/(url\(#|href="#)([^)"]+)/g, `$1${prefix}$2`);

function itemSvg([icon, x, y, size, rotate = 0, flip]: Scene['items'][number], index: number): string {
  const found = emoji.icons[icon];
  if (!found) throw new Error(`no emoji named ${icon}`);
  const scale = size / emoji.width;
  const mirror = flip === 'f' ? ` scale(-1 1)` : '';
  const transform = `translate(${x} ${y}) rotate(${rotate})${mirror} scale(${scale}) translate(-16 -16)`;
  return `<g transform="${transform}">${scopedIds(found.body, `i${index}-`)}</g>`;
}

const sceneSvg = (scene: Scene) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<title>${scene.alt}</title>`,
    BACKDROPS[scene.backdrop],
    ...scene.items.map(itemSvg),
    '</svg>\n',
  ].join('');

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
for (const scene of SCENES) await writeFile(path.join(OUT, `${scene.id}.svg`), sceneSvg(scene));
console.log(`Wrote ${SCENES.length} pictures to ${path.relative(process.cwd(), OUT)}`);
