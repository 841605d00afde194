import { z } from "./zod.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";

/**
 * The office's members and their applications: the search's query, the application stages
 * it filters on, and the office's words for them, said once for the API and the pages.
 */

/** Where a member's application stands: the last milestone reached (the server derives it, server/modules/office-members). */
export const APPLICATION_STAGES = ["none", "kyc", "family", "plan", "paying", "submitted", "moa"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  none: "No application",
  kyc: "KYC done",
  family: "Family details done",
  plan: "Plan chosen",
  paying: "Paying",
  submitted: "Application submitted",
  moa: "MOA signed",
};

/** The members list's orders: newest members first, or the largest balance due first. */
export const MEMBER_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "balance", label: "Largest balance due first" },
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number]["value"];

export const MEMBERS_PAGE_SIZE = 20;
export const MEMBERS_MAX_PAGE_SIZE = 50;

export const officeMembersMessages = {
  list: "Members",
  record: "Member record",
  notFound: "No member was found.",
  noMatch: "No members match",
  loadFailed: "The members could not be loaded. Please try again.",
  invalidStage: "Choose an application step from the list.",
  invalidSort: "Choose an order from the list.",
} as const;

/** GET /api/admin/members (and the page's GET form): the search, the step and the page; blanks mean "any". */
export const memberSearchQuery = z.object({
  q: listSearch,
  step: z
    .union([z.enum(APPLICATION_STAGES, { error: officeMembersMessages.invalidStage }), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  sort: z
    .union([z.enum(["newest", "balance"], { error: officeMembersMessages.invalidSort }), z.literal("")])
    .optional()
    .transform((v): MemberSort => v || "newest"),
  page: listPage,
  limit: listLimit(MEMBERS_PAGE_SIZE, MEMBERS_MAX_PAGE_SIZE),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;

export const memberListItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  villa: z.object({ name: z.string(), villa_number: z.string().nullable() }).nullable(),
  stage: z.enum(APPLICATION_STAGES),
  joined_at: z.string(),
  /** Rupees of the member's instalments due on or before today and unpaid (the receivables' rule). */
  balance_due: z.number().int(),
});
export type MemberListItem = z.infer<typeof memberListItem>;

export const memberList = z.object({
  items: z.array(memberListItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type MemberList = z.infer<typeof memberList>;
