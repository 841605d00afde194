/**
 * Renders the original artwork (scenes.ts) to `<outDir>/<MEDIA_VERSION>/<key>-<width>.<format>` for every
 * key of `allMediaKeys()`, every width of MEDIA_WIDTHS and every format of MEDIA_FORMATS, then writes
 * `manifest.json`. The run is skipped when the manifest's generator fingerprint (a hash of this file,
 * the drawing modules, common/media.ts and the key list) is unchanged and every file is present.
 *
 * As a script: `npx tsx scripts/artwork/generate.ts [--force]` draws into `.artwork/` of the project.
 */
import { createHash } from "node:crypto";
import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  allMediaKeys,
  mediaHeight,
  MEDIA_FORMATS,
  MEDIA_VERSION,
  MEDIA_WIDTHS,
  type MediaFormat,
} from "../../common/media.ts";
import { drawArtwork } from "./scenes.ts";

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(here, "../..");
/** Every drawing module of this folder (not the tests), this file and the key list feed the fingerprint. */
const SOURCES = [
  ...["scenes.ts", "catalogue.ts", "site.ts", "people.ts", "portraits.ts", "generate.ts"].map((name) =>
    join(here, name),
  ),
  join(projectRoot, "common/media.ts"),
];

/** Encoder settings: quick AVIF, balanced WebP. Part of the fingerprint through this file's text. */
const ENCODE = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
} as const;
const CONCURRENCY = 4;

export interface GenerateOptions {
  /** The media root; files go to `<outDir>/<MEDIA_VERSION>/`. */
  outDir: string;
  /** Draw everything even when the manifest says it is up to date. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface Manifest {
  version: string;
  generator: string;
  keys: string[];
  widths: number[];
  formats: string[];
  files: number;
}

async function fingerprint(keys: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const file of SOURCES) {
    hash.update(file.slice(projectRoot.length));
    hash.update(await readFile(file));
  }
  hash.update(JSON.stringify({ keys, widths: MEDIA_WIDTHS, formats: MEDIA_FORMATS, version: MEDIA_VERSION }));
  return hash.digest("hex");
}

const fileName = (key: string, width: number, format: MediaFormat) => `${key}-${width}.${format}`;

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function upToDate(dir: string, generator: string, keys: readonly string[]): Promise<boolean> {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as Partial<Manifest>;
  } catch {
    return false;
  }
  if (manifest.generator !== generator) return false;
  const files = keys.flatMap((key) =>
    MEDIA_WIDTHS.flatMap((w) => MEDIA_FORMATS.map((fmt) => join(dir, fileName(key, w, fmt)))),
  );
  return (await Promise.all(files.map(exists))).every(Boolean);
}

/** Writes through a temporary name so a reader never sees half a file. */
async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Draws one key: the SVG is rendered once at the largest width and resized down for the others. */
async function renderKey(dir: string, key: string): Promise<number> {
  const widths = [...MEDIA_WIDTHS].sort((a, b) => b - a);
  const largest = widths[0];
  const svg = drawArtwork(key, largest, mediaHeight(largest));
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: "#f7f1e3" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  await mkdir(dirname(join(dir, key)), { recursive: true });
  let written = 0;
  for (const width of widths) {
    let base = sharp(data, raw);
    if (width !== info.width || mediaHeight(width) !== info.height) {
      base = base.resize(width, mediaHeight(width), { fit: "fill", kernel: "lanczos3" });
    }
    // one decoded, resized image feeds both encoders
    const resized = await base.raw().toBuffer({ resolveWithObject: true });
    const input = {
      raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
    } as const;
    for (const format of MEDIA_FORMATS) {
      const pipeline = sharp(resized.data, input);
      const out =
        format === "avif" ? await pipeline.avif(ENCODE.avif).toBuffer() : await pipeline.webp(ENCODE.webp).toBuffer();
      await writeAtomic(join(dir, fileName(key, width, format)), out);
      written += 1;
    }
  }
  return written;
}

export async function generateArtwork(options: GenerateOptions): Promise<{ generated: number; skipped: boolean }> {
  const log = options.log ?? (() => {});
  const keys = allMediaKeys();
  const dir = join(options.outDir, MEDIA_VERSION);
  const generator = await fingerprint(keys);
  if (!options.force && (await upToDate(dir, generator, keys))) {
    log(`artwork: up to date (${keys.length} keys, ${dir})`);
    return { generated: 0, skipped: true };
  }
  await mkdir(dir, { recursive: true });
  const total = keys.length * MEDIA_WIDTHS.length * MEDIA_FORMATS.length;
  log(`artwork: drawing ${keys.length} keys into ${dir}`);
  let generated = 0;
  let next = 0;
  let lastLogged = 0;
  const failed: string[] = [];
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++];
      try {
        const written = await renderKey(dir, key);
        generated += written; // after the await: `generated += await …` would lose concurrent updates
      } catch (error) {
        // the site still builds; the drawing tests (scenes.test.ts) fail, and no manifest is written,
        // so the next build tries again
        failed.push(key);
        log(`artwork: cannot draw "${key}": ${error instanceof Error ? error.message : String(error)}`);
      }
      if (generated - lastLogged >= 24 || generated === total) {
        lastLogged = generated;
        log(`artwork: ${generated}/${total} images`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, keys.length) }, worker));
  if (failed.length > 0) {
    log(`artwork: ${failed.length} of ${keys.length} keys could not be drawn; they will be retried on the next build`);
    return { generated, skipped: false };
  }
  const manifest: Manifest = {
    version: MEDIA_VERSION,
    generator,
    keys,
    widths: [...MEDIA_WIDTHS],
    formats: [...MEDIA_FORMATS],
    files: generated,
  };
  // written last: a run that dies half-way is redone next time
  await writeAtomic(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return { generated, skipped: false };
}

const invokedDirectly = (() => {
  const entry = process.argv[1];
  if (!entry) return false;
  const self = fileURLToPath(import.meta.url);
  const target = resolve(entry);
  return target === self || target === self.replace(/\.ts$/, "") || `${target}.ts` === self;
})();

if (invokedDirectly) {
  const started = performance.now();
  const force = process.argv.includes("--force");
  const result = await generateArtwork({
    outDir: join(projectRoot, ".artwork"),
    force,
    log: (line) => console.log(line),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.skipped ? `artwork: nothing to do (${seconds} s)` : `artwork: ${result.generated} images in ${seconds} s`,
  );
}
