import { z } from "./zod.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import { text } from "./text.ts";

/**
 * The office's review of members' identity documents: the queue's query and answer, the
 * decision's reason, and the words the office and the member read, said once for the API and the pages.
 */

export const DOCUMENT_STATUSES = ["submitted", "approved", "returned"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  submitted: "To check",
  approved: "Approved",
  returned: "Sent back",
};

export const IDENTITY_DOCUMENTS_PAGE_SIZE = 20;

export const identityDocumentMessages = {
  list: "Identity documents",
  approved: "The identity document is approved. The member has been told.",
  returned: "The identity document was sent back. The member will be e-mailed why.",
  notFound: "No identity document was found for this member.",
  notSubmitted: "This identity document has already been decided.",
  reasonRequired: "Please say why the document is sent back.",
  reasonTooLong: "Please keep the reason under 1,000 characters.",
  invalidStatus: "Choose a status from the list.",
  noMatch: "No identity documents match",
  loadFailed: "The identity documents could not be loaded. Please try again.",
  unknownForm: "This form is not known. Please reload the page and try again.",
  /** The member's side: step 1 of the application and the portal. */
  newDocumentRequired: "Please upload a new identity document: the club sent the last one back.",
  returnedNotice: "The club sent your identity document back",
  returnedHint: "Please upload a new identity document in step 1 of your application.",
  fixLink: "Upload a new identity document",
} as const;

/** GET /api/admin/identity-documents (and the page's GET form): status (default submitted), search, page. */
export const identityDocumentQuery = z.object({
  status: z
    .enum(DOCUMENT_STATUSES, { error: identityDocumentMessages.invalidStatus })
    .catch("submitted")
    .default("submitted"),
  q: listSearch,
  page: listPage,
  limit: listLimit(IDENTITY_DOCUMENTS_PAGE_SIZE, 50),
});
export type IdentityDocumentQuery = z.infer<typeof identityDocumentQuery>;

/** POST /api/admin/members/{id}/identity-document/return: why it goes back (e-mailed to the member, shown in step 1). */
export const identityReturnInput = z.object({
  reason: text("the reason", { error: identityDocumentMessages.reasonRequired, multiline: true })
    .trim()
    .min(1, identityDocumentMessages.reasonRequired)
    .max(1000, identityDocumentMessages.reasonTooLong),
});

export const identityDocumentItem = z.object({
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  document_type: z.string().nullable(),
  /** The access-checked address of the file (/files/{id}), its type (PDF) and name, or null when none was kept. */
  document: z.object({ url: z.string(), content_type: z.string(), name: z.string() }).nullable(),
  submitted_at: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type IdentityDocumentItem = z.infer<typeof identityDocumentItem>;

export const identityDocumentList = z.object({
  items: z.array(identityDocumentItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type IdentityDocumentList = z.infer<typeof identityDocumentList>;

/** How a staff member hears of new receipts and requests for their role (users.staff_notify). */
export const STAFF_NOTIFY_CHOICES = [
  { value: "each", label: "One e-mail per item" },
  { value: "daily", label: "A daily digest" },
  { value: "off", label: "No e-mails" },
] as const;
export type StaffNotify = (typeof STAFF_NOTIFY_CHOICES)[number]["value"];

export const staffNotifyMessages = {
  saved: "Your office e-mails are set.",
  invalid: "Choose how you want to hear of new items.",
} as const;

/** PUT /api/admin/me/notifications (and the office home's form). */
export const staffNotifyInput = z.object({
  staff_notify: z.enum(["each", "daily", "off"], { error: staffNotifyMessages.invalid }),
});
