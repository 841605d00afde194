import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { verifyPath } from "../../../common/agreements.ts";
import type { Db } from "../../db/open.ts";
import { sealedDocuments, sealedFiles } from "../../db/schema.ts";
import { CLUB } from "../../platform/pdf.ts";
import type { Sealer } from "../../platform/seal.ts";
import { newVerifyCode } from "../agreements/service.ts";

/**
 * Invoices anyone can verify (issue 18 point 3): every invoice the club issues (a payment step's, a year of Full
 * Membership's, a stay's) carries on each page the short link of its public verification page, is sealed with the
 * club's certificate, and its SHA-256 is registered, so that /verify finds it. Invoices are rendered on demand (the
 * mail, the member's and the office's downloads): the renderers date the PDF when the invoice was issued and the seal
 * is made at that time, so one invoice always gives the same bytes; its code never changes once given.
 */
export interface InvoiceSealDeps {
  db: Db;
  sealer: Sealer;
  /** The site's public address (config.publicUrl), for the footer's link. */
  publicUrl: string;
}

/** What identifies an invoice: its number, and when it was issued (stable: a stored column, never "now"). */
export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
}

/** The public address of a sealed document's verification page. */
export const verificationUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, "")}${verifyPath(code)}`;

/** The line at the foot of every page of an invoice. */
export const invoiceFooter = (url: string) => `Verify this invoice at ${url}`;

/** The seal's reason of an invoice. */
export const invoiceSealReason = (number: string) => `Invoice ${number} issued by ${CLUB.name}`;

/**
 * The invoice's sealed_documents row, made the first time the invoice is rendered: `on conflict do nothing`, then
 * read back, so its code never changes and two renders at once agree. A new code that happens to be taken is drawn again.
 */
export async function invoiceDocument(db: Db, invoice: IssuedInvoice): Promise<{ id: string; code: string; issuedAt: Date }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await db
      .insert(sealedDocuments)
      .values({
        kind: "invoice",
        reference: invoice.number,
        code: newVerifyCode(),
        issuedAt: invoice.issuedAt,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({
        id: sealedDocuments.id,
        code: sealedDocuments.code,
        issuedAt: sealedDocuments.issuedAt,
      })
      .from(sealedDocuments)
      .where(and(eq(sealedDocuments.kind, "invoice"), eq(sealedDocuments.reference, invoice.number)));
    if (row) return row;
  }
  throw new Error(`No verification code could be given to invoice ${invoice.number}`);
}

/**
 * An invoice as the club issues it: `render(footer)` draws it with the verification line on every page, then it is
 * sealed (signed at its issue time) and its SHA-256 registered in sealed_files. Returns the sealed bytes.
 */
export async function sealedInvoice(
  deps: InvoiceSealDeps,
  invoice: IssuedInvoice,
  render: (footer: string) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const document = await invoiceDocument(deps.db, invoice);
  const unsealed = await render(invoiceFooter(verificationUrl(deps.publicUrl, document.code)));
  const sealed = await deps.sealer.seal(unsealed, {
    signingTime: document.issuedAt,
    reason: invoiceSealReason(invoice.number),
  });
  const sha256 = createHash("sha256").update(sealed).digest("hex");
  await deps.db.insert(sealedFiles).values({ sha256, documentId: document.id }).onConflictDoNothing();
  return sealed;
}
