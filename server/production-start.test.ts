import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_OFFICE_ACCOUNTS, DEMO_OFFICE_PASSWORD } from "../common/office.ts";
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from "../common/demo-members.ts";
import { openDatabase } from "./db/open.ts";
import { inspectSeal } from "./platform/seal.ts";
import { pdfText } from "./test/pdf-text.ts";
import { buildDir, cpuWorkerFile, migrationsFolder, projectRoot } from "./paths.ts";

const scratch = mkdtempSync(join(tmpdir(), "club-production-start-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * What `npm start` runs (package.json's command: the build check, current here, then the server in the same
 * process), started as a newcomer would (no NODE_ENV, the embedded database in `dataDir`). Resolves when it listens, with its
 * output; `stop()` ends it with SIGTERM and resolves with what the probe saw (server/test/react-build-probe.mjs).
 */
async function startLikeNpmStart(dataDir: string) {
  if (!existsSync(join(buildDir, "server", "index.js"))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first (npm test does).`);
  }
  const scripts = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")).scripts as Record<string, string>;
  const [command, ...args] = scripts.start.split("&&").at(-1)!.trim().split(/\s+/);
  expect(command).toBe("node");
  const probeFile = join(scratch, `probe-${Date.now()}.json`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SHUTDOWN_GRACE_MS: "0", // stops at once: the tests own the process
    NODE_OPTIONS: `--import ${join(projectRoot, "server", "test", "react-build-probe.mjs")}`,
    REACT_BUILD_PROBE_FILE: probeFile,
  };
  delete env.NODE_ENV; // Vitest's "test"
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", () => {
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    void exited.then(() => reject(new Error(`the server ended: ${output}`)));
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      return JSON.parse(readFileSync(probeFile, "utf8")) as { nodeEnv: string | undefined; loaded: string[] };
    },
  };
}

/**
 * A request asked again while the answer is 503: a busy machine's first seconds may be shed with 503 and Retry-After
 * (decision 029), and a client asks again.
 */
async function served(url: string, init?: RequestInit): Promise<Response> {
  let answer = await fetch(url, init);
  for (let tries = 0; answer.status === 503 && tries < 30; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    answer = await fetch(url, init);
  }
  return answer;
}

/** The kinds of home, as a client that asks again on 503 gets them. */
const kindsOfHome = (url: string) => served(`${url}/api/propertyType/getPropertyType`);

describe("npm start", () => {
  const dataDir = join(scratch, "data");

  it("renders with React's production build, NODE_ENV=production in process.env, and seeds an empty DATA_DIR as always", async () => {
    const server = await startLikeNpmStart(dataDir);
    const page = await served(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    const answer = await kindsOfHome(server.url);
    expect(answer.status).toBe(200);
    const types = (await answer.json()) as { data: unknown[] };
    expect(types.data).toHaveLength(7);
    expect(server.output()).toContain("— demo catalogue seeded (7 types, 84 villas)");
    // the demo office's accounts and their password, printed once
    expect(server.output()).toContain(`Demo office accounts (password ${DEMO_OFFICE_PASSWORD})`);
    for (const account of DEMO_OFFICE_ACCOUNTS) expect(server.output()).toContain(account.email);
    // and the demo members, each at a stage of the application, who sign in with the demo member password
    expect(server.output()).toContain(`Demo members (password ${DEMO_MEMBER_PASSWORD})`);
    for (const member of DEMO_MEMBERS) expect(server.output()).toContain(member.email);
    const signIn = await served(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_MEMBERS[0].email, password: DEMO_MEMBER_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    // an invoice is sealed in the CPU pool's worker thread: the compiled worker (build/cpu-worker.js) is found and works
    const member = DEMO_MEMBERS.find((m) => m.key === "member")!;
    const login = await served(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: member.email, password: DEMO_MEMBER_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const invoice = await served(`${server.url}/api/membership/invoice`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await invoice.arrayBuffer());
    expect(inspectSeal(pdf, "")).toMatchObject({ signed: true, intact: true, coversWholeFile: true });
    // drawn in the fonts the compiled worker reads from node_modules (decision 032): the amount with its rupee sign
    expect(pdfText(pdf)).toMatch(/Amount received: ₹[\d,]+/);
    expect(server.output()).not.toMatch(/cpu-worker|ERR_MODULE_NOT_FOUND|ENOENT/);
    const probe = await server.stop();
    expect(probe.nodeEnv).toBe("production");
    expect(probe.loaded).toEqual([expect.stringMatching(/react-dom-server\.node\.production\.js$/)]);
  }, 120_000);

  it("a second start keeps the data and seeds nothing twice", async () => {
    const server = await startLikeNpmStart(dataDir);
    const answer = await kindsOfHome(server.url);
    expect(answer.status).toBe(200);
    const types = (await answer.json()) as { data: unknown[] };
    expect(types.data).toHaveLength(7);
    expect(server.output()).not.toContain("seeded");
    expect(server.output()).not.toContain("Demo office accounts");
    expect(server.output()).not.toContain("Demo members");
    await server.stop();
  }, 120_000);
});

describe("the CPU pool's worker in the build", () => {
  it("is a bundle of its own beside the server's, which finds it there", () => {
    const bundle = readFileSync(join(buildDir, "server-main.js"), "utf8");
    expect(existsSync(join(buildDir, "cpu-worker.js"))).toBe(true);
    expect(bundle).toContain('"cpu-worker.js"');
    // from the sources, the TypeScript module
    expect(cpuWorkerFile).toBe(join(projectRoot, "server", "cpu-worker.ts"));
  });
});

describe("the database template of the build", () => {
  it("restores into an empty folder, and the migrations newer than it are applied on top", async () => {
    // a template older than every migration: an empty database that only carries a mark
    const old = await PGlite.create();
    await old.exec("create table template_mark (id int)");
    const template = join(scratch, "old-template.tar.gz");
    writeFileSync(template, Buffer.from(await (await old.dumpDataDir("gzip")).arrayBuffer()));
    await old.close();

    const database = await openDatabase({ dataDir: join(scratch, "restored"), template });
    try {
      const client = database.pglite!;
      expect((await client.query("select count(*)::int as n from template_mark")).rows).toEqual([{ n: 0 }]);
      const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const applied = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });
});
