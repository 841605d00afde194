import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error a plain ES module of the build scripts, without types
import { buildIsCurrent, writeStamp } from "./build-fingerprint.mjs";

/*
 * `npm start` builds first when the sources changed since the last build: the check reads the build's stamp and the
 * sources' sizes and times, and reads their bytes only when those moved.
 */

const scratch = mkdtempSync(join(tmpdir(), "club-build-stamp-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A project with a few sources and a made build (what the check looks for). */
function project() {
  const root = mkdtempSync(join(scratch, "project-"));
  const build = join(root, "build");
  for (const [file, text] of Object.entries({
    "web/routes/home.tsx": "export default function Home() {}\n",
    "server/app.ts": "export const app = 1;\n",
    "server/app.test.ts": "test\n",
    "server/test/site.ts": "helper\n",
    "common/money.ts": "export const rupee = 1;\n",
    ".artwork/v1/manifest.json": "{}\n",
    "build/server/index.js": "",
    "build/server-main.js": "",
    "build/cpu-worker.js": "",
    "build/database-template.tar.gz": "",
  })) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  writeStamp(root, build);
  return { root, build, current: () => buildIsCurrent(root, build) as boolean };
}

const later = (path: string) => {
  const at = new Date(Date.now() + 60_000);
  utimesSync(path, at, at);
};

describe("whether the build is current", () => {
  it("is current right after the build, and stays so when a file is touched but not changed", () => {
    const { root, build, current } = project();
    expect(current()).toBe(true);
    const stampBefore = readFileSync(join(build, ".build-stamp"), "utf8");
    later(join(root, "server/app.ts"));
    expect(current()).toBe(true);
    // the stamp took the new times: the next check reads no file
    expect(readFileSync(join(build, ".build-stamp"), "utf8")).not.toBe(stampBefore);
    expect(current()).toBe(true);
  });

  it("is not current once a source's bytes change", () => {
    const { root, current } = project();
    const file = join(root, "server/app.ts");
    writeFileSync(file, "export const app = 2;\n");
    expect(current()).toBe(false);
  });

  it("is not current when a source is added or removed; tests and their helpers do not count", () => {
    const added = project();
    writeFileSync(join(added.root, "common/dates.ts"), "export {};\n");
    expect(added.current()).toBe(false);
    const removed = project();
    rmSync(join(removed.root, "common/money.ts"));
    expect(removed.current()).toBe(false);
    const tests = project();
    writeFileSync(join(tests.root, "server/app.test.ts"), "another test\n");
    writeFileSync(join(tests.root, "server/test/site.ts"), "another helper\n");
    writeFileSync(join(tests.root, "server/app.test-support.ts"), "a helper beside its tests\n");
    expect(tests.current()).toBe(true);
  });

  it("is not current without a stamp of this kind or without the built files", () => {
    const old = project();
    writeFileSync(join(old.build, ".build-stamp"), "0123abcd\n");
    expect(old.current()).toBe(false);
    const partial = project();
    rmSync(join(partial.build, "server-main.js"));
    expect(partial.current()).toBe(false);
  });
});
