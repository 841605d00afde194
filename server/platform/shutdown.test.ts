import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../start.ts";

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill("SIGKILL");
});

/** Starts the real process (server/test/shutdown-entry.ts) on the embedded database; resolves with its address. */
async function startProcess(): Promise<{ url: string; exited: Promise<number | null>; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), "club-shutdown-")), PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "false", LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  const proc = spawn(process.execPath, ["--import", "tsx", "server/test/shutdown-entry.ts"], { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  child = proc;
  let output = "";
  proc.stdout!.on("data", (chunk) => (output += chunk));
  proc.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s: ${output}`)), 90_000);
    proc.stdout!.on("data", () => {
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    void exited.then(() => reject(new Error(`the process ended: ${output}`)));
  });
  return { url, exited, output: () => output };
}

/** One GET on its own connection: the status and body, or the socket error's code (a reset, a refusal). */
function get(url: string, agent: Agent): Promise<string> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve(`${res.statusCode} ${body.slice(0, 40)}`));
      res.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

describe("shutdown", () => {
  it("on SIGTERM every request in flight is answered, then the process exits 0", async () => {
    const server = await startProcess();
    const agent = new Agent({ keepAlive: true, maxSockets: 100 });
    expect(await get(`${server.url}/warm-up`, agent)).toBe("200 slow page /warm-up");
    const inFlight = Array.from({ length: 30 }, (_, i) => get(`${server.url}/page-${i}`, agent));
    await new Promise((resolve) => setTimeout(resolve, 150));
    child!.kill("SIGTERM");
    const answers = await Promise.all(inFlight);
    expect(answers).toEqual(Array.from({ length: 30 }, (_, i) => `200 slow page /page-${i}`));
    // no new connection is accepted once the listener has stopped
    expect(await get(`${server.url}/late`, new Agent())).toBe("ECONNREFUSED");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    agent.destroy();
  }, 120_000);
});
