import { asc, eq, inArray } from "drizzle-orm";
import {
  maintenanceMessages as m,
  type LateFeeKind,
  type MaintenanceBasis,
  type MaintenanceSettingsInput,
  type MaintenanceSettingsRecord,
} from "../../../common/maintenance.ts";
import type { Db, Tx } from "../../db/open.ts";
import { maintenanceRates, maintenanceSettings, propertyTypes } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";

/**
 * The maintenance dues' settings as accounts keep them at /admin/maintenance (decision 056): the billing day and
 * month, the days to pay, the grace days, the late fee, and each kind of home's yearly charge. Every save is audited
 * before → after in its transaction. Read when a bill or a late fee is issued; a bill keeps what it was issued with.
 */

export interface DuesSettings {
  billingDay: number;
  billingMonth: number;
  dueDays: number;
  graceDays: number;
  lateFeeKind: LateFeeKind;
  /** Whole rupees (fixed), or basis points of the bill (percent: 200 is 2%). */
  lateFeeValue: number;
}

export interface DuesRate {
  basis: MaintenanceBasis;
  /** Paise a square foot, or a villa. */
  amountPaise: number;
}

/** The settings, or null before accounts first save them (nothing is billed). */
export async function duesSettings(db: Db | Tx): Promise<DuesSettings | null> {
  const [row] = await db.select().from(maintenanceSettings).limit(1);
  return row
    ? {
        billingDay: row.billingDay,
        billingMonth: row.billingMonth,
        dueDays: row.dueDays,
        graceDays: row.graceDays,
        lateFeeKind: row.lateFeeKind,
        lateFeeValue: row.lateFeeValue,
      }
    : null;
}

/** Each kind of home's rate, by its id (a kind without one is not billed). */
export async function duesRates(db: Db | Tx): Promise<Map<string, DuesRate>> {
  const rows = await db.select().from(maintenanceRates);
  return new Map(rows.map((row) => [row.propertyTypeId, { basis: row.basis, amountPaise: row.amountPaise }]));
}

/** A villa's yearly dues at a rate, whole rupees (a rate a square foot: the villa's square feet, rounded half up). */
export function duesAmount(rate: DuesRate, sqft: number): number {
  if (rate.basis === "fixed") return rate.amountPaise / 100;
  return Math.floor((2 * sqft * rate.amountPaise + 100) / 200);
}

/** The late fee on a bill of `amount` rupees: the fixed fee, or the percentage rounded half up to whole rupees. */
export function lateFeeOn(settings: Pick<DuesSettings, "lateFeeKind" | "lateFeeValue">, amount: number): number {
  if (settings.lateFeeKind === "fixed") return settings.lateFeeValue;
  return Math.floor((2 * amount * settings.lateFeeValue + 10_000) / 20_000);
}

/** GET /api/admin/maintenance/settings: the settings and every kind of home with its charge. */
export async function duesSettingsRecord(db: Db | Tx): Promise<MaintenanceSettingsRecord> {
  const [[row], rates, kinds] = await Promise.all([
    db.select().from(maintenanceSettings).limit(1),
    duesRates(db),
    db
      .select({ id: propertyTypes.id, name: propertyTypes.name })
      .from(propertyTypes)
      .orderBy(asc(propertyTypes.sortOrder), asc(propertyTypes.name)),
  ]);
  return {
    settings: row
      ? {
          billing_day: row.billingDay,
          billing_month: row.billingMonth,
          due_days: row.dueDays,
          grace_days: row.graceDays,
          late_fee_kind: row.lateFeeKind,
          late_fee: row.lateFeeKind === "fixed" ? row.lateFeeValue : row.lateFeeValue / 100,
        }
      : null,
    kinds: kinds.map((kind) => {
      const rate = rates.get(kind.id);
      return {
        property_type_id: kind.id,
        name: kind.name,
        basis: rate?.basis ?? "none",
        amount: rate ? rate.amountPaise / 100 : null,
      };
    }),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * PUT /api/admin/maintenance/settings: the settings and the kinds' charges replace the old under the row's lock, with
 * one audit entry before → after in the same transaction. A kind the form leaves out keeps its charge.
 */
export async function saveDuesSettings(
  db: Db,
  actor: AuditActor,
  input: MaintenanceSettingsInput,
): Promise<MaintenanceSettingsRecord> {
  return db.transaction(async (tx) => {
    await tx.select({ id: maintenanceSettings.id }).from(maintenanceSettings).for("update");
    const before = await duesSettingsRecord(tx);
    const ids = input.rates.map((rate) => rate.property_type_id);
    const known = ids.length
      ? await tx.select({ id: propertyTypes.id }).from(propertyTypes).where(inArray(propertyTypes.id, ids))
      : [];
    if (known.length !== new Set(ids).size) throw new AppError(400, m.kindUnknown);
    const now = new Date();
    const values = {
      billingDay: input.billing_day,
      billingMonth: input.billing_month,
      dueDays: input.due_days,
      graceDays: input.grace_days,
      lateFeeKind: input.late_fee_kind,
      lateFeeValue: input.late_fee_kind === "fixed" ? input.late_fee : Math.round(input.late_fee * 100),
      updatedAt: now,
      updatedBy: actor.id,
    };
    await tx
      .insert(maintenanceSettings)
      .values(values)
      .onConflictDoUpdate({ target: maintenanceSettings.id, set: values });
    for (const rate of input.rates) {
      if (rate.basis === "none" || rate.amount === null) {
        await tx.delete(maintenanceRates).where(eq(maintenanceRates.propertyTypeId, rate.property_type_id));
        continue;
      }
      const set = { basis: rate.basis, amountPaise: Math.round(rate.amount * 100), updatedAt: now };
      await tx
        .insert(maintenanceRates)
        .values({ propertyTypeId: rate.property_type_id, ...set })
        .onConflictDoUpdate({ target: maintenanceRates.propertyTypeId, set });
    }
    const after = await duesSettingsRecord(tx);
    const changedKinds = after.kinds.filter((kind) => {
      const was = before.kinds.find((k) => k.property_type_id === kind.property_type_id);
      return was?.basis !== kind.basis || was?.amount !== kind.amount;
    });
    await recordAudit(tx, {
      actor,
      action: "maintenance-settings.updated",
      subjectId: "maintenance_settings",
      detail: {
        before: {
          settings: before.settings,
          kinds: changedKinds.map((k) => before.kinds.find((b) => b.property_type_id === k.property_type_id)),
        },
        after: { settings: after.settings, kinds: changedKinds },
      },
    });
    return after;
  });
}
