import { spawnSync } from "node:child_process";

/**
 * `npm test`: type-check, lint, the production build when the sources changed, the Vitest suite, the Playwright
 * journeys — each step timed. With DATABASE_URL set (CI's second pass, against PostgreSQL) it runs what the
 * database can change: the build check, the server's and the scripts' Vitest files (every service, route, query
 * and migration) and, at desktop size, the journeys whose writes the database decides (POSTGRES_JOURNEYS in
 * playwright.config.ts); the type-check, the lint, the page tests under web/, the unit tests under common/ and the
 * other journeys (the browser's side, which the database does not change) are the embedded pass's.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const steps = [
  ...(onPostgres
    ? []
    : [
        ["type-check", "npm", ["run", "typecheck"]],
        ["lint", "npm", ["run", "lint"]],
      ]),
  ["build", process.execPath, ["scripts/ensure-built.mjs"]],
  ["unit and API tests", "npm", ["run", "test:unit", ...(onPostgres ? ["--", "server/", "scripts/"] : [])]],
  ["browser journeys", "npm", ["run", "test:e2e", ...(onPostgres ? ["--", "--project=desktop"] : [])]],
];

const times = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  times.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    console.error(`test: ${name} failed (${times.join(", ")})`);
    process.exit(result.status ?? 1);
  }
}
console.log(`test: green${onPostgres ? " on PostgreSQL" : ""} (${times.join(", ")})`);
