/**
 * `npm run icons`: draws the shop's ball logo (public/favicon.svg: a brand-green ball with a white
 * 7) as the PNG icons a phone needs to add the shop to its home screen (issue 12): 192 and 512 px
 * for the web app manifest, a maskable 512 px one (full-bleed green, the 7 inside the safe zone)
 * and the 180 px apple-touch-icon. No image library: shapes are sampled 4 × 4 per pixel and the
 * PNG is written with node:zlib, so the same script gives the same bytes anywhere
 * (tests/unit/scripts/generate-icons.test.ts compares them with the committed files).
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { deflateSync } from "node:zlib";

type Rgba = readonly [number, number, number, number];

/** SPEC §9 light theme: brand 500 (tokens.css), as in the favicon. */
const BRAND: Rgba = [0x0b, 0x6e, 0x4f, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** The favicon's 7, as one outline in its 64-unit box: the top bar, then the stem down to the baseline. */
const SEVEN: ReadonlyArray<readonly [number, number]> = [
  [24.5, 21.5],
  [40, 21.5],
  [40, 24.6],
  [32.6, 42.5],
  [29.1, 42.5],
  [36.4, 24.6],
  [24.5, 24.6],
];

export interface IconDesign {
  readonly size: number;
  /** Full-bleed brand background (maskable, apple-touch) or a transparent one with the ball. */
  readonly fullBleed: boolean;
  /** How much of the icon the 64-unit design fills (1: edge to edge). */
  readonly scale: number;
}

const insidePolygon = (x: number, y: number, points: ReadonlyArray<readonly [number, number]>): boolean => {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as readonly [number, number];
    const [xj, yj] = points[j] as readonly [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/** The 7's bounding box: a point outside it needs no test against the outline. */
const SEVEN_BOX = {
  left: Math.min(...SEVEN.map(([x]) => x)),
  right: Math.max(...SEVEN.map(([x]) => x)),
  top: Math.min(...SEVEN.map(([, y]) => y)),
  bottom: Math.max(...SEVEN.map(([, y]) => y)),
};

const insideSeven = (x: number, y: number): boolean =>
  x >= SEVEN_BOX.left && x <= SEVEN_BOX.right && y >= SEVEN_BOX.top && y <= SEVEN_BOX.bottom && insidePolygon(x, y, SEVEN);

/** The colour of one point of the design, in its 64-unit box centred on (32, 32). */
function colourAt(x: number, y: number, fullBleed: boolean): Rgba {
  if (insideSeven(x, y)) return WHITE;
  if (fullBleed) return BRAND;
  return (x - 32) ** 2 + (y - 32) ** 2 <= 30 ** 2 ? BRAND : CLEAR;
}

const SAMPLES = 4;

/** RGBA pixels, row by row: each pixel the average of 4 × 4 samples (straight alpha). */
export function drawIcon({ size, fullBleed, scale }: IconDesign): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const unitsPerPixel = 64 / (size * scale);
  const offset = 32 - (size / 2) * unitsPerPixel;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = offset + (px + (sx + 0.5) / SAMPLES) * unitsPerPixel;
          const y = offset + (py + (sy + 0.5) / SAMPLES) * unitsPerPixel;
          const [cr, cg, cb, ca] = colourAt(x, y, fullBleed);
          r += cr * ca;
          g += cg * ca;
          b += cb * ca;
          a += ca;
        }
      }
      const at = (py * size + px) * 4;
      pixels[at] = a === 0 ? 0 : Math.round(r / a);
      pixels[at + 1] = a === 0 ? 0 : Math.round(g / a);
      pixels[at + 2] = a === 0 ? 0 : Math.round(b / a);
      pixels[at + 3] = Math.round(a / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour-with-alpha, 8-bit PNG of square RGBA pixels (filter 0 on every row). */
export function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0;
    rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/** Every icon, by its path under public/ (the manifest and index.html name them). */
export const ICONS: Readonly<Record<string, IconDesign>> = {
  "icons/icon-192.png": { size: 192, fullBleed: false, scale: 1 },
  "icons/icon-512.png": { size: 512, fullBleed: false, scale: 1 },
  // Maskable: the launcher may cut the icon to a circle of 80 % of its width; the 7 stays well inside.
  "icons/icon-maskable-512.png": { size: 512, fullBleed: true, scale: 0.8 },
  // iOS rounds the corners itself and shows no transparency.
  "apple-touch-icon.png": { size: 180, fullBleed: true, scale: 0.9 },
};

export const iconPng = (design: IconDesign): Buffer => encodePng(design.size, drawIcon(design));

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const publicDir = resolve(import.meta.dirname, "..", "public");
  for (const [path, design] of Object.entries(ICONS)) {
    const png = iconPng(design);
    writeFileSync(join(publicDir, path), png);
    console.log(`icons: public/${path} (${design.size} px, ${png.length} bytes)`);
  }
}
