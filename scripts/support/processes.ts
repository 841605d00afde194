import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createServer } from "node:net";

/** Child processes of a script (servers, nginx), stopped together at the end. */
export class Children {
  private readonly started: ChildProcess[] = [];
  private stopping = false;

  start(command: string, args: string[], options: SpawnOptions): ChildProcess {
    if (this.stopping) throw new Error("stopping");
    const child = spawn(command, args, options);
    this.started.push(child);
    return child;
  }

  /** SIGTERM to each (the server's graceful shutdown, nginx's fast one), SIGKILL after 10 s. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.started.map(stopChild));
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await ended;
  clearTimeout(timer);
}

/** Polls a URL until it answers 200; fails at once when the process ends, or after `timeoutMs`. */
export async function waitForHealth(
  url: string,
  server: { name: string; child: ChildProcess; output: string[] },
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null || server.child.pid === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 100)); // let the last output arrive
      throw new Error(`${server.name} ended before it was ready:\n${server.output.slice(-20).join("\n")}`);
    }
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${server.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${server.output.slice(-20).join("\n")}`,
  );
}

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Collects a child's output lines (for the error message when it fails). */
export function collectOutput(child: ChildProcess): string[] {
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8").trim()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8").trim()));
  return output;
}

/** nginx's config for a run under a temporary folder (its pid, logs and temp paths inside it). */
export function nginxConfig(dir: string, server: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`;
}

export const NGINX = "/usr/sbin/nginx";
