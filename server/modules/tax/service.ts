import { eq } from "drizzle-orm";
import type { TaxSettings } from "../../../common/gst.ts";
import type { InvoiceDetails, InvoiceDetailsRecord } from "../../../common/tax-schemas.ts";
import type { Db, Tx } from "../../db/open.ts";
import { kycDetails, memberInvoiceDetails } from "../../db/schema.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { invoiceParticularsOf } from "./particulars.ts";
import { getTaxSettings, saveTaxSettings, taxSettingsRecord } from "./settings.ts";

/**
 * GST's settings (settings.ts) and a member's invoice details (decision 037): a member's business name, GSTIN and
 * billing address are theirs to keep on the portal, read when an invoice is issued to them (particulars.ts), never
 * after.
 */

/** The address of a member's application (their current address), if they made one. */
async function addressOnRecord(db: Db | Tx, userId: string): Promise<string | null> {
  const [kyc] = await db
    .select({ address: kycDetails.currentAddress })
    .from(kycDetails)
    .where(eq(kycDetails.userId, userId));
  return kyc?.address.trim() || null;
}

/** GET /api/invoice-details: the member's invoice details, and the address on record used without their own. */
export async function invoiceDetails(db: Db | Tx, userId: string): Promise<InvoiceDetailsRecord> {
  const [row] = await db.select().from(memberInvoiceDetails).where(eq(memberInvoiceDetails.userId, userId));
  return {
    business_name: row?.businessName ?? null,
    gstin: row?.gstin ?? null,
    address: row?.address ?? null,
    state: row?.state ?? null,
    address_on_record: await addressOnRecord(db, userId),
  };
}

/**
 * PUT /api/invoice-details: the member's details for the invoices issued to them from now on (checked by
 * `invoiceDetailsInput`: a GSTIN with its check character, its business's name and address, its state), audited.
 */
export async function saveInvoiceDetails(
  db: Db,
  actor: { userId: string; ip?: string | null },
  details: InvoiceDetails,
): Promise<InvoiceDetailsRecord> {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(memberInvoiceDetails)
      .where(eq(memberInvoiceDetails.userId, actor.userId))
      .for("update");
    const values = {
      businessName: details.business_name,
      gstin: details.gstin,
      address: details.address,
      state: details.state,
      updatedAt: new Date(),
    };
    await tx
      .insert(memberInvoiceDetails)
      .values({ userId: actor.userId, ...values })
      .onConflictDoUpdate({ target: memberInvoiceDetails.userId, set: values });
    await recordAudit(tx, {
      actor: { id: actor.userId, role: "member", ip: actor.ip ?? null },
      action: "invoice-details.updated",
      subjectId: actor.userId,
      detail: {
        before: old
          ? { business_name: old.businessName, gstin: old.gstin, address: old.address, state: old.state }
          : null,
        after: details,
      },
    });
  });
  return invoiceDetails(db, actor.userId);
}

/** GST's settings (accounts and administrators) and members' invoice details. */
export function createTaxService(deps: { db: Db }) {
  return {
    settings: () => getTaxSettings(deps.db),
    settingsRecord: () => taxSettingsRecord(deps.db),
    saveSettings: (actor: AuditActor, input: TaxSettings) => saveTaxSettings(deps.db, actor, input),
    invoiceDetails: withDeps(deps.db, invoiceDetails),
    saveInvoiceDetails: withDeps(deps.db, saveInvoiceDetails),
    /** The particulars an invoice was issued with (null for one issued before they were taken). */
    particulars: withDeps(deps.db, invoiceParticularsOf),
  };
}
