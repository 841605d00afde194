import { spawn } from "node:child_process";

/**
 * `npm test`: the routes' types, type-check, lint, the production build when the sources changed, the Vitest suite, the Playwright
 * journeys — each step timed. The type-check and the lint run side by side (each is one process on one core; their
 * outputs are printed whole when each ends). With DATABASE_URL set (CI's second pass, against PostgreSQL) it runs
 * what the database can change: the build check, the server's Vitest files (every service, route,
 * query and migration) and, at desktop size, the journeys whose writes the database decides (POSTGRES_JOURNEYS in
 * playwright.config.ts); the type-check, the lint, the page tests under web/, the unit tests under common/ and the
 * other journeys (the browser's side, which the database does not change) are the embedded pass's.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
/** Steps in order; an array of steps runs side by side. */
const steps = [
  ...(onPostgres
    ? []
    : [
        // the routes' types first: the type-check and the lint (typed rules) both read them
        ["route types", "npx", ["react-router", "typegen"]],
        [
          ["type-check", "npx", ["tsc", "--noEmit"]],
          ["lint", "npm", ["run", "lint"]],
        ],
      ]),
  ["build", process.execPath, ["scripts/ensure-built.mjs"]],
  ["unit and API tests", "npm", ["run", "test:unit", ...(onPostgres ? ["--", "server/"] : [])]],
  ["browser journeys", "npm", ["run", "test:e2e", ...(onPostgres ? ["--", "--project=desktop"] : [])]],
];

/** Runs one step; alone its output streams, side by side it is kept and printed whole at its end. */
function run([name, command, args], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const times = [];
for (const step of steps) {
  const group = typeof step[0] === "string" ? [step] : step;
  const results = await Promise.all(group.map((one) => run(one, group.length === 1)));
  for (const { name, seconds } of results) times.push(`${name} ${seconds} s`);
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    console.error(`test: ${failed.name} failed (${times.join(", ")})`);
    process.exit(failed.status ?? 1);
  }
}
console.log(`test: green${onPostgres ? " on PostgreSQL" : ""} (${times.join(", ")})`);
