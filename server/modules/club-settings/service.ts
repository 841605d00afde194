import { eq } from "drizzle-orm";
import type { ClubSettings, ClubSettingsRecord, ClubSettingsSaved } from "../../../common/club-settings.ts";
import type { Db } from "../../db/open.ts";
import { clubSettings } from "../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";

/**
 * The club's settings (one row): the Trust's legal identity, its bank account and UPI id, its 12A/80G and FCRA
 * registrations, and the rupee rates of a dollar and a euro (foreign-currency gifts offered in rupees).
 * Read by every page and document that shows them (`services.settings.get()`); changed by an administrator, the change
 * audited before → after in its transaction.
 */

type Row = typeof clubSettings.$inferSelect;

function toSettings(row: Row): ClubSettings {
  return {
    legal_name: row.legalName,
    address: row.address,
    state: row.state as ClubSettings["state"],
    pan: row.pan,
    gstin: row.gstin,
    bank_account_name: row.bankAccountName,
    bank_name: row.bankName,
    bank_branch: row.bankBranch,
    bank_account_number: row.bankAccountNumber,
    bank_ifsc: row.bankIfsc,
    upi_id: row.upiId,
    registration_12a_80g_number: row.registration12a80gNumber,
    registration_12a_80g_date: row.registration12a80gDate,
    fcra_registration_number: row.fcraRegistrationNumber,
    fcra_registration_date: row.fcraRegistrationDate,
    usd_inr_rate: Number(row.usdInrRate),
    eur_inr_rate: Number(row.eurInrRate),
  };
}

function toColumns(settings: ClubSettingsSaved) {
  return {
    legalName: settings.legal_name,
    address: settings.address,
    state: settings.state,
    pan: settings.pan,
    gstin: settings.gstin,
    bankAccountName: settings.bank_account_name,
    bankName: settings.bank_name,
    bankBranch: settings.bank_branch,
    bankAccountNumber: settings.bank_account_number,
    bankIfsc: settings.bank_ifsc,
    upiId: settings.upi_id,
    registration12a80gNumber: settings.registration_12a_80g_number,
    registration12a80gDate: settings.registration_12a_80g_date,
    fcraRegistrationNumber: settings.fcra_registration_number,
    fcraRegistrationDate: settings.fcra_registration_date,
    // a rate left out keeps the saved one (or the table's default)
    ...(settings.usd_inr_rate === undefined ? {} : { usdInrRate: settings.usd_inr_rate }),
    ...(settings.eur_inr_rate === undefined ? {} : { eurInrRate: settings.eur_inr_rate }),
  };
}

/** The club's settings, or null before they are first saved. */
export async function getClubSettings(db: Db): Promise<ClubSettings | null> {
  const [row] = await db.select().from(clubSettings).limit(1);
  return row ? toSettings(row) : null;
}

/** GET /api/admin/settings: the settings with their last change's time (every field empty before the first save). */
export async function clubSettingsRecord(db: Db): Promise<ClubSettingsRecord | null> {
  const [row] = await db.select().from(clubSettings).limit(1);
  return row ? { ...toSettings(row), updated_at: row.updatedAt.toISOString() } : null;
}

/**
 * PUT /api/admin/settings: the whole settings replace the old (checked by `clubSettingsInput`), with an audit entry
 * of what changed, before → after, in the same transaction (the row locked, so two saves at once are both recorded
 * in order).
 */
export async function saveClubSettings(
  db: Db,
  actor: AuditActor,
  settings: ClubSettingsSaved,
): Promise<ClubSettingsRecord> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(clubSettings).for("update").limit(1);
    const values = { ...toColumns(settings), updatedAt: new Date(), updatedBy: actor.id };
    const [row] = old
      ? await tx.update(clubSettings).set(values).where(eq(clubSettings.id, true)).returning()
      : await tx
          .insert(clubSettings)
          .values(values)
          .onConflictDoUpdate({ target: clubSettings.id, set: values })
          .returning();
    const before = old ? toSettings(old) : null;
    const after = toSettings(row);
    const changed = (Object.keys(after) as (keyof ClubSettings)[]).filter((key) => before?.[key] !== after[key]);
    await recordAudit(tx, {
      actor,
      action: "settings.updated",
      subjectId: "club_settings",
      detail: {
        changed,
        before: before && Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      },
    });
    return { ...after, updated_at: row.updatedAt.toISOString() };
  });
}

/**
 * The club's settings: `get()` gives them typed, null before an administrator first saves them. A save renders the
 * public pages kept in memory again (/why-trust-us says whether gifts are tax-deductible from the 80G registration, /donate-now shows the rupee rates and
 * the FCRA registration;
 * other instances see the change through the page cache's version, which counts the settings' row).
 */
export function createClubSettingsService(deps: { db: Db; villasChanged?: () => void }) {
  return {
    get: () => getClubSettings(deps.db),
    record: () => clubSettingsRecord(deps.db),
    save: async (actor: AuditActor, input: ClubSettingsSaved) => {
      const saved = await saveClubSettings(deps.db, actor, input);
      deps.villasChanged?.();
      return saved;
    },
  };
}
