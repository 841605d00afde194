import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { allMediaKeys, mediaHeight } from "../../common/media.ts";
import { drawArtwork } from "./scenes.ts";

describe("drawArtwork", () => {
  const keys = allMediaKeys();

  it.each(keys)("draws %s as a well-formed, deterministic SVG", (key) => {
    const svg = drawArtwork(key, 960, mediaHeight(960));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('viewBox="0 0 1200 800"');
    expect(svg).toContain('width="960" height="640"');
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(svg.length).toBeLessThan(400_000);
    expect(drawArtwork(key, 960, mediaHeight(960))).toBe(svg);
  });

  it("draws a different picture for every key", () => {
    const drawings = new Set(keys.map((key) => drawArtwork(key, 480, mediaHeight(480))));
    expect(drawings.size).toBe(keys.length);
  });

  it("throws a clear error for an unknown key", () => {
    for (const key of [
      "types/castle",
      "villas/farm-noon",
      "villas/igloo-day",
      "rooms/living-3",
      "rooms/attic-1",
      "",
      "types/villa/extra",
      "scenes/castle",
      "scenes/",
      "portraits/person-0",
      "portraits/person-16",
      "portraits/person-01",
      "portraits/someone",
    ]) {
      expect(() => drawArtwork(key, 480, 320)).toThrow(/unknown artwork key/);
    }
  });

  it("draws every key as an SVG that the renderer accepts", async () => {
    // a malformed attribute (e.g. one set twice) makes librsvg reject the whole picture
    const failures: string[] = [];
    await Promise.all(
      keys.map(async (key) => {
        try {
          await sharp(Buffer.from(drawArtwork(key, 120, 80)))
            .raw()
            .toBuffer();
        } catch (error) {
          failures.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  it("renders with sharp to the media size, and different keys to different pixels", async () => {
    const render = async (key: string) => {
      const webp = await sharp(Buffer.from(drawArtwork(key, 480, mediaHeight(480))))
        .webp({ quality: 72 })
        .toBuffer();
      const meta = await sharp(webp).metadata();
      const pixels = await sharp(webp).raw().toBuffer();
      return { meta, pixels };
    };
    const [a, b] = await Promise.all([render("types/bamboo"), render("rooms/kitchen-2")]);
    for (const { meta } of [a, b]) {
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(320);
    }
    expect(a.pixels.length).toBe(b.pixels.length);
    expect(a.pixels.equals(b.pixels)).toBe(false);
  });
});
