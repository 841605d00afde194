import { eq, sql, type SQL } from "drizzle-orm";
import type { Language } from "../../../common/language.ts";
import type { Db, Tx } from "../../db/open.ts";
import { properties, propertyTypes, users } from "../../db/schema.ts";

/*
 * A villa's name and its kind of home's name as a member or a guest reads them (decision 046): in Hindi where content
 * staff gave one, else the English; in English always the English column itself, so an English answer is the query it
 * was. The one place the rule is written for the pages, answers and mails outside the catalogue's own; the office,
 * PDFs, the staff's feed, audit rows and whatever is stored keep the English name as typed.
 */

/** The villa's name in `language`, for a `select` that reads `properties`. */
export function villaNameIn(language: Language): SQL<string> | typeof properties.name {
  return language === "hi" ? sql<string>`coalesce(${properties.nameHi}, ${properties.name})` : properties.name;
}

/**
 * The villa's name in the language of the member a row reads (`users.language`), for a `select` that joins `users`
 * and `properties`: a mail built from one row, to the member it names.
 */
export function villaNameForMember(): SQL<string> {
  return sql<string>`case when ${users.language} = 'hi' then ${villaNameIn("hi")} else ${properties.name} end`;
}

/** The kind of home's name in `language`, for a `select` that reads `property_types`. */
export function kindNameIn(language: Language): SQL<string> | typeof propertyTypes.name {
  return language === "hi" ? sql<string>`coalesce(${propertyTypes.nameHi}, ${propertyTypes.name})` : propertyTypes.name;
}

/** The name of villa `propertyId` in `language` (null when there is no such villa). */
export async function villaNameOf(db: Db | Tx, propertyId: string, language: Language): Promise<string | null> {
  const [row] = await db
    .select({ name: villaNameIn(language) })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.name ?? null;
}
