import { eq } from "drizzle-orm";
import {
  ownerStayMessages,
  type OwnerStaySettingsInput,
  type OwnerStaySettingsRecord,
} from "../../../common/owner-stays.ts";
import type { Db, Tx } from "../../db/open.ts";
import { ownerStaySettings } from "../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { badRequest } from "../../platform/errors.ts";

/**
 * The owner stays' settings (decision 059) as accounts and the front office keep them at /admin/owner-stays: the owner
 * nights a year of each owned villa, the owners' booking window in months (and the guests', which limits guests'
 * online stays, `bookings/stays.ts`), the peak nights a year and the housekeeping
 * fee a stay. One row, made with the defaults the first time it is read; every save is audited before → after in its
 * transaction. An owner stay is checked against the settings of the moment it is booked.
 */
export interface OwnerStaySettings {
  nightsPerYear: number;
  windowMonths: number;
  /** The guests' window: how many months ahead a guest's online stay may check in. */
  guestWindowMonths: number;
  peakNightsPerYear: number;
  /** Whole rupees a stay, GST included; 0: none. */
  housekeepingFee: number;
  updatedAt: Date | null;
}

const columns = {
  nightsPerYear: ownerStaySettings.nightsPerYear,
  windowMonths: ownerStaySettings.windowMonths,
  guestWindowMonths: ownerStaySettings.guestWindowMonths,
  peakNightsPerYear: ownerStaySettings.peakNightsPerYear,
  housekeepingFee: ownerStaySettings.housekeepingFee,
  updatedAt: ownerStaySettings.updatedAt,
};

/** The settings (the row is made with its defaults the first time it is read); `lock` reads it FOR UPDATE. */
export async function ownerStaySettingsOf(db: Db | Tx, lock = false): Promise<OwnerStaySettings> {
  const read = () => {
    const query = db.select(columns).from(ownerStaySettings);
    return lock ? query.for("update") : query;
  };
  let [row] = await read();
  if (!row) {
    await db.insert(ownerStaySettings).values({ id: true }).onConflictDoNothing();
    [row] = await read();
  }
  return row;
}

export const settingsRecord = (s: OwnerStaySettings): OwnerStaySettingsRecord => ({
  nights_per_year: s.nightsPerYear,
  window_months: s.windowMonths,
  guest_window_months: s.guestWindowMonths,
  peak_nights_per_year: s.peakNightsPerYear,
  housekeeping_fee: s.housekeepingFee,
  updated_at: s.updatedAt?.toISOString() ?? null,
});

/**
 * PUT /api/admin/owner-stay-settings: the settings replaced under the row's lock, audited before → after; 400 when the
 * owners' window is shorter than the guests' (owners book at least as far ahead as guests).
 */
export async function saveOwnerStaySettings(
  deps: { db: Db },
  actor: AuditActor,
  input: OwnerStaySettingsInput,
  now = new Date(),
): Promise<OwnerStaySettingsRecord> {
  if (input.window_months < input.guest_window_months) throw badRequest(ownerStayMessages.ownersWindowShorter);
  return deps.db.transaction(async (tx) => {
    const before = await ownerStaySettingsOf(tx, true);
    const [after] = await tx
      .update(ownerStaySettings)
      .set({
        nightsPerYear: input.nights_per_year,
        windowMonths: input.window_months,
        guestWindowMonths: input.guest_window_months,
        peakNightsPerYear: input.peak_nights_per_year,
        housekeepingFee: input.housekeeping_fee,
        updatedAt: now,
        updatedBy: actor.id,
      })
      .where(eq(ownerStaySettings.id, true))
      .returning(columns);
    const { updated_at: _before, ...was } = settingsRecord(before);
    const { updated_at: _after, ...is } = settingsRecord(after);
    await recordAudit(tx, {
      actor,
      action: "owner-stay-settings.updated",
      subjectId: "owner_stay_settings",
      detail: { before: was, after: is },
    });
    return settingsRecord(after);
  });
}
