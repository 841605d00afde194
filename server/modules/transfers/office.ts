import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import {
  officeRequestsMessages as m,
  type TransferQueue,
  type TransferQueueItem,
  type TransferQueueQuery,
} from "../../../common/office-requests.ts";
import type { Db } from "../../db/open.ts";
import { properties, transferRequests, users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { noticeMail } from "../../platform/mail-layout.ts";
import { TRANSFER_MAIL_TEXT } from "./mail-text.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { revokeAgreement } from "../agreements/service.ts";
import { closePoolOnTransfer } from "../rental/rentable.ts";
import { recordAudit, type AuditActor } from "../audit/service.ts";
import { fileUrl } from "../files/service.ts";
import { escapeLike } from "../../db/like.ts";
import { keyset, keysetBatches } from "../../db/keyset.ts";
import { csvDownload, csvMoment, type CsvColumn, type CsvDownload } from "../../platform/csv.ts";
import { withDeps } from "../../platform/with-deps.ts";
import { villaNameForMember } from "../catalogue/names.ts";

/**
 * The office's side of transfer requests: the queue, and the decision on a submitted request —
 * approved, or refused with a reason — stored with its audit row in one transaction (two staff at once: the
 * second gets 409), with the member's mail queued in the same transaction (decision 026).
 */
export interface TransfersOfficeDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logError: (message: string, error: unknown) => void;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

function transferConditions(query: Pick<TransferQueueQuery, "status" | "q">): SQL | undefined {
  const filters: SQL[] = [eq(transferRequests.status, query.status)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(users.name, like), ilike(users.email, like))!);
  }
  return and(...filters);
}

/** The oldest waiting first; decided ones, the latest decision first (never decided before them). */
const transferOrder = (status: TransferQueueQuery["status"]) =>
  keyset(
    ...(status === "submitted"
      ? [{ by: transferRequests.createdAt }]
      : [
          { by: sql`coalesce(${transferRequests.decidedAt}, 'infinity')`, type: "timestamptz", desc: true },
          { by: transferRequests.createdAt, desc: true },
        ]),
    { by: transferRequests.id },
  );

function transferRows(db: Db, cursor: SQL<string[]>) {
  return db
    .select({
      request: transferRequests,
      member: { id: users.id, name: users.name, email: users.email },
      villa: {
        id: properties.id,
        name: properties.name,
        villa_number: properties.villaNumber,
        location: properties.location,
      },
      cursor,
    })
    .from(transferRequests)
    .innerJoin(users, eq(users.id, transferRequests.userId))
    .innerJoin(properties, eq(properties.id, transferRequests.propertyId))
    .$dynamic();
}

function transferItem({
  request,
  member,
  villa,
}: Awaited<ReturnType<ReturnType<typeof transferRows>["execute"]>>[number]): TransferQueueItem {
  const t = request.transferee;
  return {
    id: request.id,
    member,
    villa,
    transferee: {
      full_name: str(t.full_name),
      email: str(t.email),
      phone: str(t.phone),
      relationship: str(t.relationship),
      address: str(t.address),
    },
    reason: request.reason,
    document_url: request.signatureFileId ? fileUrl(request.signatureFileId) : null,
    filed_at: request.createdAt.toISOString(),
    status: request.status,
    decided_at: request.decidedAt?.toISOString() ?? null,
    decision_reason: request.decisionReason,
  };
}

/** GET /api/admin/transfers: requests in one status, the oldest waiting first (decided ones: the latest first), by member name or e-mail. */
export async function transferQueue(db: Db, query: TransferQueueQuery): Promise<TransferQueue> {
  const where = transferConditions(query);
  const order = transferOrder(query.status);
  const [[{ total }], rows] = await Promise.all([
    // the count joins the members only when the search reads them (each row has its member)
    query.q
      ? db
          .select({ total: count() })
          .from(transferRequests)
          .innerJoin(users, eq(users.id, transferRequests.userId))
          .where(where)
      : db.select({ total: count() }).from(transferRequests).where(where),
    transferRows(db, order.cursor)
      .where(where)
      .orderBy(...order.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map(transferItem),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

const TRANSFER_CSV_COLUMNS: CsvColumn<TransferQueueItem>[] = [
  { header: "Request id", value: (r) => r.id },
  { header: "Member id", value: (r) => r.member.id },
  { header: "Member", value: (r) => r.member.name },
  { header: "E-mail", value: (r) => r.member.email },
  { header: "Villa id", value: (r) => r.villa.id },
  { header: "Villa", value: (r) => r.villa.name },
  { header: "Villa number", value: (r) => r.villa.villa_number },
  { header: "Location", value: (r) => r.villa.location },
  { header: "Transferee", value: (r) => r.transferee.full_name },
  { header: "Transferee's e-mail", value: (r) => r.transferee.email },
  { header: "Transferee's phone", value: (r) => r.transferee.phone },
  { header: "Relationship", value: (r) => r.transferee.relationship },
  { header: "Transferee's address", value: (r) => r.transferee.address },
  { header: "Reason", value: (r) => r.reason },
  { header: "Filed (IST)", value: (r) => csvMoment(r.filed_at) },
  { header: "Status", value: (r) => r.status },
  { header: "Decided (IST)", value: (r) => csvMoment(r.decided_at) },
  { header: "Decision reason", value: (r) => r.decision_reason },
];

/** GET /api/admin/transfers.csv: every request of the status and search, in the queue's order. */
export function transfersCsv(db: Db, query: Pick<TransferQueueQuery, "status" | "q">): CsvDownload {
  const where = transferConditions(query);
  const order = transferOrder(query.status);
  return csvDownload(
    "transfers",
    TRANSFER_CSV_COLUMNS,
    keysetBatches(
      order,
      (after, limit) =>
        transferRows(db, order.cursor)
          .where(and(where, after))
          .orderBy(...order.orderBy)
          .limit(limit),
      (rows) => rows.map(transferItem),
    ),
  );
}

/** Decides a submitted request; 404 unknown, 409 already decided (checked by the update itself). */
async function decide(
  deps: TransfersOfficeDeps,
  actor: AuditActor,
  id: string,
  decision: { status: "approved" | "refused"; reason: string | null },
  now: Date,
) {
  const [existing] = isUuid(id)
    ? await deps.db
        .select({ id: transferRequests.id })
        .from(transferRequests)
        .where(eq(transferRequests.id, id))
        .limit(1)
    : [];
  if (!existing) throw new AppError(404, m.transferNotFound);
  const request = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(transferRequests)
      .set({ status: decision.status, decidedAt: now, decidedBy: actor.id, decisionReason: decision.reason })
      .where(and(eq(transferRequests.id, existing.id), eq(transferRequests.status, "submitted")))
      .returning();
    if (!updated) throw new AppError(409, m.transferNotOpen);
    if (decision.status === "approved") {
      // the member's agreement for the villa ends with the transfer
      await revokeAgreement(
        tx,
        { userId: updated.userId, propertyId: updated.propertyId },
        {
          reason: `Transferred to ${str(updated.transferee.name) || "a new member"} with the Trust's approval`,
          actor,
          at: now,
        },
      );
      // the villa leaves the rental pool: the owner's periods (and their earnings) stay theirs; the next owner joins
      await closePoolOnTransfer(
        tx,
        actor,
        { userId: updated.userId, propertyId: updated.propertyId, transferId: updated.id },
        now,
      );
    }
    await recordAudit(tx, {
      actor,
      action: decision.status === "approved" ? "transfer.approved" : "transfer.refused",
      memberId: updated.userId,
      subjectId: updated.id,
      detail: {
        propertyId: updated.propertyId,
        transfereeEmail: str(updated.transferee.email),
        status: { before: "submitted", after: decision.status },
        ...(decision.reason ? { reason: decision.reason } : {}),
      },
    });
    const [row] = await tx
      .select({
        name: users.name,
        email: users.email,
        language: users.language,
        villa: villaNameForMember(),
        villaNumber: properties.villaNumber,
      })
      .from(users)
      .innerJoin(properties, eq(properties.id, updated.propertyId))
      .where(eq(users.id, updated.userId));
    if (row) {
      const transfer = {
        villa: row.villa,
        villaNumber: row.villaNumber,
        transferee: str(updated.transferee.full_name),
      };
      const words = TRANSFER_MAIL_TEXT[row.language];
      const approved = decision.status === "approved";
      await deps.mail.send(
        tx,
        noticeMail({
          to: row.email,
          name: row.name,
          language: row.language,
          subject: approved ? words.approved.subject : words.refused.subject,
          paragraphs: approved ? [words.approved.lead(transfer), words.approved.next] : [words.refused.lead(transfer)],
          reason: decision.reason ?? undefined,
          link: {
            label: words.seeRequests,
            url: new URL("/dashboard?tab=transfer", deps.publicUrl).toString(),
          },
          publicUrl: deps.publicUrl,
          summary: `transfer ${decision.status}`,
        }),
      );
    }
    return updated;
  });
  return { id: request.id, status: request.status };
}

/** POST /api/admin/transfers/{id}/approve */
export const approveTransfer = (deps: TransfersOfficeDeps, actor: AuditActor, id: string, now = new Date()) =>
  decide(deps, actor, id, { status: "approved", reason: null }, now);

/** POST /api/admin/transfers/{id}/refuse: with the reason the member is e-mailed and sees in the portal. */
export const refuseTransfer = (
  deps: TransfersOfficeDeps,
  actor: AuditActor,
  id: string,
  reason: string,
  now = new Date(),
) => decide(deps, actor, id, { status: "refused", reason }, now);

/** Members' transfers decided by the office. */
export function createTransfersOfficeService(deps: TransfersOfficeDeps) {
  return {
    queue: withDeps(deps.db, transferQueue),
    csv: withDeps(deps.db, transfersCsv),
    approve: (actor: AuditActor, id: string) => approveTransfer(deps, actor, id),
    refuse: (actor: AuditActor, id: string, reason: string) => refuseTransfer(deps, actor, id, reason),
  };
}
