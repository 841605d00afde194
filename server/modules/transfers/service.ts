import { and, desc, eq, inArray } from "drizzle-orm";
import {
  sameName,
  TRANSFER_CONSENT_TEXT,
  TRANSFER_OPEN_STATUSES,
  transferMessages as m,
  type TransferInput,
  type TransferRecord,
} from "../../../common/transfer.ts";
import type { Db, Tx } from "../../db/open.ts";
import { applications, paymentPlans, properties, transferRequests, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { FileStorage } from "../../platform/storage.ts";
import { fileUrl, storeGenerated, type StoredFile } from "../files/service.ts";
import type { TransferDocument } from "./transfer-pdf.ts";
import { isUuid } from "../../../common/ids.ts";
import { recordAudit } from "../audit/service.ts";
import type { OfficeEvent } from "../office-notify/service.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { villaNameIn } from "../catalogue/names.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../common/language.ts";

/**
 * Transfer requests: a member asks to transfer the contribution of their villa
 * to another person, signing with their typed name and the consent. One open request per villa at a time.
 */
export interface TransfersDeps {
  db: Db;
  storage: FileStorage;
  /** When given, the office is told of each new request, after it is stored. */
  notify?: (tx: Tx, event: OfficeEvent) => Promise<void>;
  /** Draws the signed request (the CPU pool's `transferRequest` task, in a worker thread; decision 027). */
  renderRequest: (document: TransferDocument) => Promise<Uint8Array>;
}

type Actor = { userId: string; ip?: string };

/** The villas that are the member's: those of their payment plans and of their application. */
export async function memberVillaIds(db: Db, userId: string): Promise<string[]> {
  const [plans, application] = await Promise.all([
    db.select({ propertyId: paymentPlans.propertyId }).from(paymentPlans).where(eq(paymentPlans.userId, userId)),
    db.select({ propertyId: applications.propertyId }).from(applications).where(eq(applications.userId, userId)),
  ]);
  return [...new Set([...plans, ...application].map((row) => row.propertyId))];
}

/** GET /api/transfers: the member's requests, newest first; each villa named in `language`. */
export async function listTransfers(
  deps: Pick<TransfersDeps, "db" | "storage">,
  userId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<TransferRecord[]> {
  const rows = await deps.db
    .select({
      request: transferRequests,
      property: {
        _id: properties.id,
        name: villaNameIn(language),
        villaNumber: properties.villaNumber,
        location: properties.location,
      },
    })
    .from(transferRequests)
    .innerJoin(properties, eq(properties.id, transferRequests.propertyId))
    .where(eq(transferRequests.userId, userId))
    .orderBy(desc(transferRequests.createdAt));
  return rows.map(({ request, property }) => ({
    _id: request.id,
    property,
    transferee: request.transferee as TransferRecord["transferee"],
    reason: request.reason,
    status: request.status,
    created_at: request.createdAt.toISOString(),
    document_url: request.signatureFileId ? fileUrl(request.signatureFileId) : null,
    decided_at: request.decidedAt?.toISOString() ?? null,
    decision_reason: request.decisionReason,
  }));
}

/**
 * POST /api/transfers: stores the request as "submitted" with the signed request document and an audit entry,
 * in one transaction. The villa must be the member's (404), the consent given (400), the typed signature the
 * member's name (400), and no other request open for the villa (409).
 */
export async function submitTransfer(
  deps: TransfersDeps,
  actor: Actor,
  input: TransferInput,
  now = new Date(),
): Promise<TransferRecord> {
  if (input.consent !== true) throw new AppError(400, m.consent);
  const villaIds = await memberVillaIds(deps.db, actor.userId);
  if (!isUuid(input.property_id) || !villaIds.includes(input.property_id)) throw new AppError(404, m.villaNotYours);
  const [member] = await deps.db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!member) throw new AppError(401, "Please sign in again.");
  if (!sameName(input.signature, member.name)) throw new AppError(400, m.signatureMismatch(member.name));
  const [villa] = await deps.db
    .select({ name: properties.name, villaNumber: properties.villaNumber, location: properties.location })
    .from(properties)
    .where(eq(properties.id, input.property_id));
  if (!villa) throw new AppError(404, m.villaNotYours);

  // drawn once, in the language the member reads the club in as they sign it (decision 047), and stored as drawn
  const bytes = await deps.renderRequest({
    member: { name: member.name, email: member.email },
    villa,
    request: input,
    signedAt: now,
    ip: actor.ip,
    language: member.language,
  });
  let document: StoredFile | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      // requests for one villa are decided one after the other: the villa's row is the lock
      await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, input.property_id)).for("update");
      const [open] = await tx
        .select({ id: transferRequests.id })
        .from(transferRequests)
        .where(
          and(
            eq(transferRequests.propertyId, input.property_id),
            inArray(transferRequests.status, [...TRANSFER_OPEN_STATUSES]),
          ),
        )
        .limit(1);
      if (open) throw new AppError(409, m.alreadyOpen);
      document = await storeGenerated(
        { db: deps.db, storage: deps.storage },
        {
          ownerId: actor.userId,
          purpose: "transfer-document",
          bytes,
          name: `transfer-request-${villa.name}.pdf`,
          contentType: "application/pdf",
        },
        tx,
      );
      const [request] = await tx
        .insert(transferRequests)
        .values({
          userId: actor.userId,
          propertyId: input.property_id,
          transferee: input.transferee,
          reason: input.reason,
          consent: true,
          signatureFileId: document.id,
          status: "submitted",
          createdAt: now,
        })
        .returning({ id: transferRequests.id });
      await recordAudit(tx, {
        actor: { id: actor.userId, role: "member", ip: actor.ip },
        action: "transfer.submitted",
        memberId: actor.userId,
        subjectId: request.id,
        detail: {
          propertyId: input.property_id,
          signature: input.signature,
          consent: TRANSFER_CONSENT_TEXT,
          documentFileId: document.id,
          transfereeEmail: input.transferee.email,
          language: member.language,
        },
      });
      const villaName = [villa.name, villa.villaNumber ? `villa ${villa.villaNumber}` : ""].filter(Boolean).join(", ");
      await deps.notify?.(tx, {
        kind: "transfer",
        memberName: member.name,
        summary: `transfer of ${villaName} to ${input.transferee.full_name} requested.`,
      });
    });
  } catch (error) {
    // the bytes were written before the rolled-back row: remove them again
    const stored = document as StoredFile | null;
    if (stored) await deps.storage.remove(stored.storageKey).catch(() => undefined);
    throw error;
  }
  const [record] = await listTransfers(deps, actor.userId);
  return record;
}

/** The member's transfers of their villa. */
export function createTransfersService(deps: TransfersDeps) {
  return {
    list: withDeps(deps, listTransfers),
    submit: (actor: Actor, input: TransferInput) => submitTransfer(deps, actor, input),
  };
}
