/**
 * npm run admin:create -- --email E --password P [--name N]
 *
 * Creates an administrator in the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR), or makes an existing account one and sets the given password. Prints one line.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { emailField, newPasswordField } from "../common/auth-schemas.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
import { DatabaseUnreachableError, openDatabase } from "../server/db/open.ts";
import { createOrPromoteAdmin } from "../server/modules/auth/service.ts";
import { AppError } from "../server/platform/errors.ts";

const USAGE = "Usage: npm run admin:create -- --email <e-mail> --password <password> [--name <full name>]";

async function main(): Promise<number> {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (!values.email || !values.password) {
    console.error(`Both --email and --password are needed.\n${USAGE}`);
    return 1;
  }
  // the service checks these too; checking first spares opening the database for a typo
  const invalid = [emailField.safeParse(values.email), newPasswordField.safeParse(values.password)].find(
    (r) => !r.success,
  );
  if (invalid?.error) {
    console.error(`Cannot create the administrator: ${invalid.error.issues[0].message}`);
    return 1;
  }

  let database;
  try {
    const config = loadConfig();
    database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, "db") },
    );
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const { created, account } = await createOrPromoteAdmin(database, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(
      created
        ? `Administrator ${account.email} (${account.name}) created.`
        : `${account.email} (${account.name}) is now an administrator; the password was set.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`Cannot create the administrator: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
