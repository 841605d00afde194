import { eq } from "drizzle-orm";
import { DEFAULT_WAITLIST_OFFER_HOURS } from "../../../common/programme.ts";
import type { ProgrammeSettingsInput, ProgrammeSettingsRecord } from "../../../common/programme-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { programmeSettings } from "../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";

/**
 * The programme's settings the office keeps (decision 055): how many hours an offer of the waiting list keeps its
 * places. One row; none saved: the defaults. Content staff change them on /admin/programme, audited before → after in
 * the same transaction; an offer made afterwards follows the new setting, one made before keeps its time.
 */

/** The settings in force (read in the caller's transaction by the offer code). */
export async function programmeSettingsRecord(db: Db | Tx): Promise<ProgrammeSettingsRecord> {
  const [row] = await db.select().from(programmeSettings).where(eq(programmeSettings.id, true));
  return {
    waitlist_offer_hours: row?.waitlistOfferHours ?? DEFAULT_WAITLIST_OFFER_HOURS,
    defaults: !row,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/** How many hours an offer made now keeps its places. */
export const waitlistOfferHours = async (db: Db | Tx) => (await programmeSettingsRecord(db)).waitlist_offer_hours;

/** PUT /api/admin/programme-settings: the settings saved under the row's lock, audited before → after. */
export async function saveProgrammeSettings(
  db: Db,
  actor: AuditActor,
  input: ProgrammeSettingsInput,
): Promise<ProgrammeSettingsRecord> {
  return db.transaction(async (tx) => {
    await tx.select({ id: programmeSettings.id }).from(programmeSettings).for("update");
    const before = await programmeSettingsRecord(tx);
    const values = { waitlistOfferHours: input.waitlist_offer_hours, updatedAt: new Date(), updatedBy: actor.id };
    await tx
      .insert(programmeSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: programmeSettings.id, set: values });
    await recordAudit(tx, {
      actor,
      action: "programme.settings-updated",
      subjectId: "programme_settings",
      detail: {
        before: { waitlist_offer_hours: before.waitlist_offer_hours },
        after: { waitlist_offer_hours: input.waitlist_offer_hours },
      },
    });
    return programmeSettingsRecord(tx);
  });
}
