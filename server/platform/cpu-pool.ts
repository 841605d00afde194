import { pathToFileURL } from "node:url";
import Piscina from "piscina";

/** A worker module's tasks: each named export takes one plain (structured-clone) input and answers a promise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CpuTasks = Record<string, (input: any) => Promise<unknown>>;

/**
 * The app's pool of worker threads for CPU-heavy work (decision 027): sealing PDFs and rendering them. One per
 * process, made by buildApp and closed with the app. A task is a named export of the worker module
 * (server/cpu-worker.ts, or build/cpu-worker.js in the compiled server); its input and answer cross the thread
 * boundary by structured clone, so both are plain data (bytes, strings, dates) — never a database handle.
 *
 * With 0 threads (CPU_WORKERS=0) the same module runs the tasks in this thread: the same code, the same bytes.
 */
export interface CpuPool<Tasks extends CpuTasks> {
  /** The worker threads at most (0: tasks run in the calling thread). */
  readonly threads: number;
  /** The worker threads running now (they start with the first task and end when idle). */
  liveThreads(): number;
  run<Name extends keyof Tasks & string>(
    name: Name,
    input: Parameters<Tasks[Name]>[0],
  ): Promise<Awaited<ReturnType<Tasks[Name]>>>;
  /** Waits for the tasks in flight, then ends the threads; a task asked for afterwards is refused. */
  close(): Promise<void>;
}

export interface CpuPoolOptions {
  /** The worker module: a TypeScript source under tsx or Vitest (Node strips its types), the bundle in production. */
  workerFile: string;
  /** Threads at most; 0 runs the tasks in the calling thread. */
  threads: number;
  /**
   * How long an idle thread is kept (ms). Threads start on the first task and end when idle, so an instance (or a
   * test's app) that seals nothing holds no thread.
   */
  idleTimeoutMs?: number;
  /** An error of a thread outside any task (its task, if any, is refused with it): logged, the process goes on. */
  onError?: (error: unknown) => void;
}

export function createCpuPool<Tasks extends CpuTasks>(options: CpuPoolOptions): CpuPool<Tasks> {
  const threads = Math.max(0, Math.floor(options.threads));
  if (threads === 0) {
    let tasks: Promise<Tasks> | undefined;
    let closed = false;
    const inThisThread = async (name: string, input: unknown): Promise<unknown> => {
      if (closed) throw new Error(`The CPU pool is closed: task ${name} refused`);
      tasks ??= import(pathToFileURL(options.workerFile).href) as Promise<Tasks>;
      return (await tasks)[name](input);
    };
    return {
      threads,
      liveThreads: () => 0,
      run: (name, input) => inThisThread(name, input) as Promise<Awaited<ReturnType<Tasks[typeof name]>>>,
      async close() {
        closed = true;
      },
    };
  }
  const pool = new Piscina({
    filename: pathToFileURL(options.workerFile).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
  });
  pool.on("error", (error: unknown) =>
    (options.onError ?? ((e: unknown) => console.error("A thread of the CPU pool failed:", e)))(error),
  );
  let closed = false;
  return {
    threads,
    liveThreads: () => pool.threads.length,
    run: (name, input) =>
      closed
        ? Promise.reject(new Error(`The CPU pool is closed: task ${name} refused`))
        : (pool.run(input, { name }) as Promise<Awaited<ReturnType<Tasks[typeof name]>>>),
    close: () => {
      closed = true;
      return pool.close();
    },
  };
}
