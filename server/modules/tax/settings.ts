import {
  DEFAULT_TAX_SETTINGS,
  TAX_KINDS,
  basisPoints,
  type PlaceOfSupplyRule,
  type TaxKind,
  type TaxRule,
  type TaxSettings,
} from "../../../common/gst.ts";
import type { TaxSettingsRecord } from "../../../common/tax-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { taxSettings } from "../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";

/**
 * Each kind of supply's SAC, description and rate as accounts (and administrators) keep them at /admin/tax-settings
 * (decision 037): a kind never saved takes the documented default; every change audited before → after in its
 * transaction. Read when an invoice is issued (particulars.ts), never after.
 */

type RuleRow = typeof taxSettings.$inferSelect;

const fromBasisPoints = (bp: number) => bp / 100;

function toRule(row: RuleRow): TaxRule {
  return {
    sac: row.sac,
    description: row.description,
    rate_percent: fromBasisPoints(row.rateBp),
    threshold_per_night: row.thresholdPerNight,
    rate_above_percent: row.rateAboveBp === null ? null : fromBasisPoints(row.rateAboveBp),
    place_of_supply: row.placeOfSupply as PlaceOfSupplyRule,
  };
}

/** Every kind's rule: its saved row, else the default. */
export async function getTaxSettings(db: Db | Tx): Promise<TaxSettings> {
  const rows = await db.select().from(taxSettings);
  const settings = { ...DEFAULT_TAX_SETTINGS };
  for (const row of rows) settings[row.kind as TaxKind] = toRule(row);
  return settings;
}

/** GET /api/admin/tax-settings: the rules, whether they are still the defaults, and their last change. */
export async function taxSettingsRecord(db: Db | Tx): Promise<TaxSettingsRecord> {
  const rows = await db.select().from(taxSettings);
  const settings = { ...DEFAULT_TAX_SETTINGS };
  let updatedAt: Date | null = null;
  for (const row of rows) {
    settings[row.kind as TaxKind] = toRule(row);
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { settings, defaults: rows.length === 0, updated_at: updatedAt?.toISOString() ?? null };
}

/**
 * PUT /api/admin/tax-settings: every kind's rule replaces the old (checked by `taxSettingsInput`), under the rows'
 * locks, with one audit entry of what changed, kind by kind, before → after, in the same transaction. Invoices
 * issued before keep the particulars they were issued with.
 */
export async function saveTaxSettings(db: Db, actor: AuditActor, input: TaxSettings): Promise<TaxSettingsRecord> {
  return db.transaction(async (tx) => {
    // the saved rows locked, so two saves at once are both recorded in order
    await tx.select({ kind: taxSettings.kind }).from(taxSettings).for("update");
    const before = await getTaxSettings(tx);
    const now = new Date();
    for (const kind of TAX_KINDS) {
      const rule = input[kind];
      const values = {
        sac: rule.sac,
        description: rule.description,
        rateBp: basisPoints(rule.rate_percent),
        thresholdPerNight: rule.threshold_per_night,
        rateAboveBp: rule.rate_above_percent === null ? null : basisPoints(rule.rate_above_percent),
        placeOfSupply: rule.place_of_supply,
        updatedAt: now,
        updatedBy: actor.id,
      };
      await tx
        .insert(taxSettings)
        .values({ kind, ...values })
        .onConflictDoUpdate({ target: taxSettings.kind, set: values });
    }
    const after = await getTaxSettings(tx);
    const changed: Record<string, { before: Partial<TaxRule>; after: Partial<TaxRule> }> = {};
    for (const kind of TAX_KINDS) {
      const fields = (Object.keys(after[kind]) as (keyof TaxRule)[]).filter(
        (field) => before[kind][field] !== after[kind][field],
      );
      if (fields.length === 0) continue;
      changed[kind] = {
        before: Object.fromEntries(fields.map((field) => [field, before[kind][field]])),
        after: Object.fromEntries(fields.map((field) => [field, after[kind][field]])),
      };
    }
    await recordAudit(tx, {
      actor,
      action: "tax-settings.updated",
      subjectId: "tax_settings",
      detail: { changed: Object.keys(changed), kinds: changed },
    });
    return taxSettingsRecord(tx);
  });
}
