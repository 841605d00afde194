/**
 * The server process of `npm run bench:seal` (scripts/bench-seal.ts forks it): the production app (built site,
 * NODE_ENV=production) on a fresh embedded database with the demo data, its CPU pool of CPU_WORKERS threads
 * (0: sealing in the main thread, as before the pool). It tells its parent `{ port }` once listening, and on
 * `{ seal: n }` keeps n invoices being drawn and sealed at once (each a fresh one, as the first download or the
 * mail of a new invoice makes it) until `{ stop: true }`, when it answers how many it made and the event loop's
 * delay meanwhile.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { start, buildDir } from "../server/start.ts";
import { productionWeb } from "../server/web.ts";
import type { SealedInvoiceTask } from "../server/modules/verification/invoice-render.ts";

export type SealServerRequest = { seal: number } | { stop: true } | { exit: true };
export type SealServerReply =
  { port: number } | { sealed: number; ms: number; loopDelayP50: number; loopDelayP99: number };

const running = await start({
  env: {
    ...process.env,
    DATA_DIR: mkdtempSync(join(tmpdir(), "club-bench-seal-")),
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SHUTDOWN_GRACE_MS: "0",
  },
  makeWeb: async () => ({ web: await productionWeb(buildDir) }),
});
const { services } = running.app;
const identity = services.sealer.identity;

let serial = 0;
/** A fresh invoice of a year of Full Membership: its own number, drawn and sealed in the app's CPU pool. */
function freshInvoice(): Promise<Uint8Array> {
  const n = ++serial;
  const paidAt = new Date(Date.UTC(2026, 2, 4, 5, 6, n % 60));
  const task: SealedInvoiceTask = {
    render: {
      kind: "membership",
      data: {
        invoiceNumber: `VWC-INV-2026-B${n}`,
        number: `VWC-M-2026-B${n}`,
        amount: 100000,
        paidAt,
        paidVia: "razorpay",
        paymentId: `pay_BENCH${n}`,
        startsOn: "2026-03-04",
        validUntil: "2027-03-04",
        member: { name: `Bench Member ${n}`, email: `bench.member.${n}@example.org` },
      },
    },
    footer: `Verify this invoice at ${running.config.publicUrl}/verify/bench${String(n).padStart(8, "0")}`,
    seal: { signingTime: paidAt, reason: `Invoice VWC-INV-2026-B${n}` },
    key: { p12: identity.p12, passphrase: identity.passphrase },
  };
  return services.cpu.run("sealedInvoice", task);
}

// the workers' first task loads pdf-lib and @signpdf: done before anything is measured
await Promise.all(Array.from({ length: Math.max(1, services.cpu.threads) }, () => freshInvoice()));

let sealing: { stop: boolean; loops: Promise<void>[]; sealed: number; started: number } | null = null;
const delay = monitorEventLoopDelay({ resolution: 5 });

process.on("message", (message: SealServerRequest) => {
  if ("seal" in message) {
    const state = { stop: false, loops: [] as Promise<void>[], sealed: 0, started: performance.now() };
    for (let i = 0; i < message.seal; i++) {
      state.loops.push(
        (async () => {
          while (!state.stop) {
            await freshInvoice();
            state.sealed++;
            // the next invoice comes with the next request, through the event loop (a seal in the main thread
            // yields only to promises: without this, it would never let a request, or the stop message, in)
            await new Promise((resolve) => setImmediate(resolve));
          }
        })(),
      );
    }
    sealing = state;
    delay.reset();
    delay.enable();
  } else if ("stop" in message && sealing) {
    const state = sealing;
    state.stop = true;
    delay.disable();
    void Promise.all(state.loops).then(() => {
      process.send!({
        sealed: state.sealed,
        ms: performance.now() - state.started,
        loopDelayP50: delay.percentile(50) / 1e6,
        loopDelayP99: delay.percentile(99) / 1e6,
      } satisfies SealServerReply);
    });
  } else if ("exit" in message) {
    void running.stop().then(() => process.exit(0));
  }
});
process.send!({ port: new URL(running.url).port ? Number(new URL(running.url).port) : 0 } satisfies SealServerReply);
