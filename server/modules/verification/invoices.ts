import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { verifyPath } from "../../../common/agreements.ts";
import type { Db } from "../../db/open.ts";
import { sealedDocuments, sealedFiles } from "../../db/schema.ts";
import type { Language } from "../../../common/language.ts";
import { CLUB } from "../../platform/pdf.ts";
import { documentWords } from "../../platform/pdf-text.ts";
import type { Sealer } from "../../platform/seal.ts";
import type { FileStorage } from "../../platform/storage.ts";
import { renderLanguage, type InvoiceRender, type SealedInvoiceTask } from "./invoice-render.ts";
import { VERIFY_LINE_TEXT } from "./pdf-text.ts";
import { newVerifyCode } from "../agreements/service.ts";

/**
 * Invoices anyone can verify: every invoice the club issues (a payment step's, a year of Full
 * Membership's, a stay's) carries on each page the short link of its public verification page, is sealed with the
 * club's certificate, and its SHA-256 is registered, so that /verify finds it.
 *
 * An invoice is sealed once, like the executed agreement (decision 027): the first time it is asked for — when it is
 * issued (its mail), or on the first download of one issued before invoices were stored — it is drawn and sealed in
 * the CPU pool, written to the file storage, and its key recorded on its sealed_documents row; every later download
 * or mail reads those bytes. A member's name changed later makes no second document.
 */
export interface InvoiceSealDeps {
  db: Db;
  sealer: Sealer;
  storage: FileStorage;
  /** Draws and seals an invoice (the CPU pool's `sealedInvoice` task, in a worker thread). */
  makeInvoice: (task: SealedInvoiceTask) => Promise<Uint8Array>;
  /** The site's public address (config.publicUrl), for the footer's link. */
  publicUrl: string;
}

/** The parts of InvoiceSealDeps only the making of an invoice needs (a service that makes none leaves them out). */
export type InvoiceMakingDeps = "sealer" | "storage" | "makeInvoice";

/**
 * What identifies an invoice: its number, and when it was issued (stable: a stored column, never "now"). A credit
 * note (`document` "credit-note") and an owner statement ("statement") are sealed, stored and registered the same
 * way, each under its own kind.
 */
export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
  document?: SealedInvoiceKind;
}

/**
 * The kinds of sealed document drawn from data and sealed once: an invoice, a credit note that cancels one, an
 * owner statement of a member's financial year, or a donation's receipt (decision 048).
 */
export type SealedInvoiceKind = "invoice" | "credit-note" | "statement" | "donation-receipt" | "rental-statement";

/** How each kind is named in its seal (its pages' verification line: VERIFY_LINE_TEXT). */
const DOCUMENT_WORDS: Record<SealedInvoiceKind, { title: string }> = {
  invoice: { title: "Invoice" },
  "credit-note": { title: "Credit note" },
  statement: { title: "Owner statement" },
  "donation-receipt": { title: "Donation receipt" },
  "rental-statement": { title: "Owner rental statement" },
};

/** The public address of a sealed document's verification page. */
export const verificationUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, "")}${verifyPath(code)}`;

/** The line at the foot of every page of an invoice (a credit note, a statement), in its language (decision 047). */
export const invoiceFooter = (url: string, document: SealedInvoiceKind = "invoice", language: Language = "en") =>
  documentWords(VERIFY_LINE_TEXT, language).below((t) => t[document](url));

/** The seal's reason of an invoice (a credit note, a statement). */
export const invoiceSealReason = (number: string, document: SealedInvoiceKind = "invoice") =>
  `${DOCUMENT_WORDS[document].title} ${number} issued by ${CLUB.name}`;

/**
 * Where an invoice's sealed file is kept in the file storage: named by its SHA-256, so one file has one key (invoices
 * and credit notes under invoices/, statements under statements/, donation receipts under donation-receipts/).
 */
export const invoiceStorageKey = (sha256: string, document: SealedInvoiceKind = "invoice") =>
  `${STORAGE_FOLDERS[document]}/${sha256}.pdf`;

const STORAGE_FOLDERS: Record<SealedInvoiceKind, string> = {
  invoice: "invoices",
  "credit-note": "invoices",
  statement: "statements",
  "donation-receipt": "donation-receipts",
  "rental-statement": "rental-statements",
};

interface InvoiceDocument {
  id: string;
  code: string;
  issuedAt: Date;
  storageKey: string | null;
}

const documentColumns = {
  id: sealedDocuments.id,
  code: sealedDocuments.code,
  issuedAt: sealedDocuments.issuedAt,
  storageKey: sealedDocuments.storageKey,
};

/**
 * The invoice's sealed_documents row, made the first time the invoice is asked for: `on conflict do nothing`, then
 * read back, so its code never changes and two requests at once agree. A new code that happens to be taken is drawn again.
 */
export async function invoiceDocument(db: Db, invoice: IssuedInvoice): Promise<InvoiceDocument> {
  const kind = invoice.document ?? "invoice";
  const find = async () => {
    const [row] = await db
      .select(documentColumns)
      .from(sealedDocuments)
      .where(and(eq(sealedDocuments.kind, kind), eq(sealedDocuments.reference, invoice.number)));
    return row;
  };
  // an invoice already sealed is one read
  const known = await find();
  if (known) return known;
  for (let attempt = 0; attempt < 5; attempt++) {
    await db
      .insert(sealedDocuments)
      .values({
        kind,
        reference: invoice.number,
        code: newVerifyCode(),
        issuedAt: invoice.issuedAt,
      })
      .onConflictDoNothing();
    const row = await find();
    if (row) return row;
  }
  throw new Error(`No verification code could be given to invoice ${invoice.number}`);
}

/**
 * An invoice as the club issues it, sealed once. Stored: its bytes from the file storage. Not yet: drawn from
 * `render` with the verification line on every page and sealed at its issue time (in the CPU pool), written to the
 * storage, then its key recorded on the document and its SHA-256 registered in sealed_files, in one transaction and
 * only if no other request stored one first (that one is then the invoice, and this copy is removed).
 */
export async function sealedInvoice(
  deps: InvoiceSealDeps,
  invoice: IssuedInvoice,
  render: InvoiceRender,
): Promise<Buffer> {
  const { db, storage } = deps;
  const document = await invoiceDocument(db, invoice);
  if (document.storageKey) {
    const stored = await storage.get(document.storageKey);
    if (stored) return stored;
    // its file is gone from the storage (a restore without the files): sealed again below, and stored anew
  }
  const sealed = asBuffer(
    await deps.makeInvoice({
      render,
      footer: invoiceFooter(verificationUrl(deps.publicUrl, document.code), invoice.document, renderLanguage(render)),
      seal: { signingTime: document.issuedAt, reason: invoiceSealReason(invoice.number, invoice.document) },
      key: { p12: deps.sealer.identity.p12, passphrase: deps.sealer.identity.passphrase },
    }),
  );
  const sha256 = createHash("sha256").update(sealed).digest("hex");
  const key = invoiceStorageKey(sha256, invoice.document);
  await storage.put(key, sealed);
  let recorded: boolean;
  try {
    recorded = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(sealedDocuments)
        .set({ storageKey: key })
        .where(
          and(
            eq(sealedDocuments.id, document.id),
            document.storageKey === null
              ? isNull(sealedDocuments.storageKey)
              : eq(sealedDocuments.storageKey, document.storageKey),
          ),
        )
        .returning({ id: sealedDocuments.id });
      if (!updated) return false;
      await tx.insert(sealedFiles).values({ sha256, documentId: document.id }).onConflictDoNothing();
      return true;
    });
  } catch (error) {
    await removeUnlessKept(deps, document.id, key);
    throw error;
  }
  if (recorded) return sealed;
  // another request stored this invoice first: its file is the invoice
  const [current] = await db.select(documentColumns).from(sealedDocuments).where(eq(sealedDocuments.id, document.id));
  await removeUnlessKept(deps, document.id, key);
  const stored = current?.storageKey ? await storage.get(current.storageKey) : null;
  if (!stored) throw new Error(`The sealed file of invoice ${invoice.number} is missing from the file storage`);
  return stored;
}

/** Removes a file written for an invoice unless its document keeps it (the same bytes stored by another request). */
async function removeUnlessKept(deps: InvoiceSealDeps, documentId: string, key: string): Promise<void> {
  const [row] = await deps.db
    .select({ storageKey: sealedDocuments.storageKey })
    .from(sealedDocuments)
    .where(eq(sealedDocuments.id, documentId));
  if (row?.storageKey !== key) await deps.storage.remove(key).catch(() => undefined);
}

/** Bytes back from a worker thread (a Uint8Array after the structured clone) as a Buffer, without a copy. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
