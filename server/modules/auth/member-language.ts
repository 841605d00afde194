import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";
import type { Db, Tx } from "../../db/open.ts";
import { users } from "../../db/schema.ts";

/** The language a member reads the club in (their mails are written in it); English for an account that is gone. */
export async function memberLanguage(db: Db | Tx, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? DEFAULT_LANGUAGE;
}
