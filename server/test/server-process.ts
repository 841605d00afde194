import { spawn, type ChildProcess } from "node:child_process";
import { projectRoot } from "../start.ts";

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Spawns the real process (server/test/shutdown-entry.ts, `runAsProcess`) with `env`; resolves with its address once
 * it listens, or rejects with what it printed when it ends or has not started within 90 s.
 */
export async function spawnServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ["--import", "tsx", "server/test/shutdown-entry.ts"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
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
  return { url, proc, exited, output: () => output };
}
