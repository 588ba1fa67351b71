import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32, drawIcon, encodePng, iconPng, ICONS } from "../../../scripts/generate-icons";

const PUBLIC = resolve(import.meta.dirname, "../../../public");
const manifest = JSON.parse(readFileSync(resolve(PUBLIC, "manifest.webmanifest"), "utf8")) as {
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

describe("the home-screen icons (issue 12)", () => {
  it("crc32 is the PNG checksum", () => {
    expect(crc32(new TextEncoder().encode("IEND"))).toBe(0xae426082);
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
  });

  it("encodes a PNG that decodes back to its pixels", () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 1, 2, 3, 4]);
    const png = encodePng(2, pixels);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(2);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatLength = png.readUInt32BE(33);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...rows]).toEqual([0, ...pixels.subarray(0, 8), 0, ...pixels.subarray(8)]);
  });

  it("draws the ball: transparent corners, green ball, white 7 in the middle", () => {
    const size = 64;
    const pixels = drawIcon({ size, fullBleed: false, scale: 1 });
    const at = (x: number, y: number) => [...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
    expect(at(0, 0)[3]).toBe(0);
    expect(at(32, 8)).toEqual([0x0b, 0x6e, 0x4f, 255]);
    expect(at(32, 23)).toEqual([255, 255, 255, 255]);
    const maskable = drawIcon({ size, fullBleed: true, scale: 0.8 });
    expect([...maskable.subarray(0, 4)]).toEqual([0x0b, 0x6e, 0x4f, 255]);
  });

  it.each(Object.entries(ICONS))("public/%s is what npm run icons draws", (path, design) => {
    expect(readFileSync(resolve(PUBLIC, path)).equals(iconPng(design))).toBe(true);
  });

  it("the manifest names 192, 512 and a maskable PNG, each with its real size", () => {
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of pngs) {
      const design = ICONS[icon.src.slice(1)];
      expect(design, icon.src).toBeDefined();
      expect(`${design?.size}x${design?.size}`).toBe(icon.sizes);
    }
  });

  it("index.html links the manifest, the apple-touch-icon and a theme colour per colour scheme", () => {
    const html = readFileSync(resolve(PUBLIC, "../index.html"), "utf8");
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toMatch(/<meta name="theme-color" content="#0b6e4f" media="\(prefers-color-scheme: light\)" \/>/);
    expect(html).toMatch(/<meta name="theme-color" content="#3aad7f" media="\(prefers-color-scheme: dark\)" \/>/);
    expect(ICONS["apple-touch-icon.png"]?.size).toBe(180);
  });
});
