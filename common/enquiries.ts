import { z } from "./zod.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";
import { text } from "./text.ts";

/**
 * Visitors' questions: the contact form's schema (POST /api/enquiries and the /contact page's
 * action), the office inbox's query and answers, and the words the visitor and the office read, said once.
 */

export const ENQUIRY_TOPICS = ["stay", "ownership", "membership", "donation", "other"] as const;
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number];

export const ENQUIRY_TOPIC_LABELS: Record<EnquiryTopic, string> = {
  stay: "A stay at one of our villas",
  ownership: "Owning a villa (contribution)",
  membership: "Club membership",
  donation: "Donations",
  other: "Something else",
};

export const ENQUIRY_STATUSES = ["new", "answered", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};

export const ENQUIRIES_PAGE_SIZE = 20;
export const ENQUIRY_MESSAGE_MAX = 4000;

export const enquiryMessages = {
  received:
    "Thank you. Your message has reached the club office; we will e-mail you a copy and answer within two working days.",
  nameRequired: "Please enter your name.",
  nameTooLong: "Please keep your name under 100 characters.",
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  phoneInvalid: "Please enter a valid phone number (digits, spaces, + and - only).",
  topicRequired: "Please choose what your question is about.",
  messageRequired: "Please write your message.",
  messageTooShort: "Please write a little more, so that we can answer you well (at least 10 characters).",
  messageTooLong: "Please keep your message under 4,000 characters.",
  villaUnknown: "This villa is not known. Please choose it again from its page.",
  tooMany: "You have sent several messages in a short time. Please wait an hour, or call the club desk.",
  /** The office's side. */
  list: "Visitors' questions",
  detail: "Visitor's question",
  notFound: "This question was not found.",
  replyRequired: "Please write your reply.",
  replyTooLong: "Please keep your reply under 4,000 characters.",
  replied: "Your reply will be e-mailed to the visitor.",
  closed: "The question is closed.",
  alreadyClosed: "This question is already closed.",
  invalidStatus: "Choose a status from the list.",
  noMatch: "No questions match",
  loadFailed: "The visitors' questions could not be loaded. Please try again.",
  unknownForm: "This form is not known. Please reload the page and try again.",
} as const;

const m = enquiryMessages;

/** POST /api/enquiries and the /contact form: one schema for both. */
export const enquiryInput = z.object({
  name: text("your name", { error: m.nameRequired }).trim().min(2, m.nameRequired).max(100, m.nameTooLong),
  email: text("your e-mail address", { error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .max(254, m.emailInvalid)
    .pipe(z.email(m.emailInvalid)),
  phone: text("your phone number", { error: m.phoneInvalid })
    .trim()
    .max(20, m.phoneInvalid)
    .refine((v) => v === "" || /^\+?[\d\s-]{7,20}$/.test(v), m.phoneInvalid)
    .nullish()
    .transform((v) => v || null),
  topic: z.enum(ENQUIRY_TOPICS, { error: m.topicRequired }),
  message: text("your message", { error: m.messageRequired, multiline: true })
    .trim()
    .min(1, m.messageRequired)
    .min(10, m.messageTooShort)
    .max(ENQUIRY_MESSAGE_MAX, m.messageTooLong),
  /** The villa the question is about ("Ask about this villa"), by its id. */
  villa: text("the villa", { error: m.villaUnknown })
    .trim()
    .max(64, m.villaUnknown)
    .nullish()
    .transform((v) => v || null),
});
export type EnquiryInput = z.input<typeof enquiryInput>;
export type EnquiryData = z.output<typeof enquiryInput>;

export type EnquiryField = "name" | "email" | "phone" | "topic" | "message" | "villa";
export type EnquiryFormValues = Record<EnquiryField, string>;

/** "name: Please enter your name.; message: …" for the API's 400. */
export const describeEnquiryIssues = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");

/** The form's fields as typed (to show again beside the messages, and as the schema's input). */
export function enquiryFormValues(form: FormData): EnquiryFormValues {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.slice(0, ENQUIRY_MESSAGE_MAX + 100) : "";
  };
  return {
    name: value("name"),
    email: value("email"),
    phone: value("phone"),
    topic: value("topic"),
    message: value("message"),
    villa: value("villa"),
  };
}

export interface EnquiryReceipt {
  id: string;
  topic: EnquiryTopic;
  villa: string | null;
}

/** GET /api/admin/enquiries (and the inbox's GET form): status (default new, or all), search, page. */
export const ENQUIRY_FILTERS = [...ENQUIRY_STATUSES, "all"] as const;
export type EnquiryFilter = (typeof ENQUIRY_FILTERS)[number];
export const enquiryQuery = z.object({
  status: z.enum(ENQUIRY_FILTERS, { error: m.invalidStatus }).catch("new").default("new"),
  q: listSearch,
  page: listPage,
  limit: listLimit(ENQUIRIES_PAGE_SIZE, 50),
});
export type EnquiryQuery = z.infer<typeof enquiryQuery>;

/** POST /api/admin/enquiries/{id}/reply: the office's answer, e-mailed to the visitor. */
export const enquiryReplyInput = z.object({
  message: text("your reply", { error: m.replyRequired, multiline: true })
    .trim()
    .min(1, m.replyRequired)
    .max(ENQUIRY_MESSAGE_MAX, m.replyTooLong),
});

export const enquiryItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.enum(ENQUIRY_TOPICS),
  status: z.enum(ENQUIRY_STATUSES),
  villa: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The start of the visitor's first message. */
  preview: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EnquiryItem = z.infer<typeof enquiryItem>;

export const enquiryList = z.object({
  items: z.array(enquiryItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type EnquiryList = z.infer<typeof enquiryList>;

export const enquiryThreadMessage = z.object({
  id: z.string(),
  direction: z.enum(["in", "out"]),
  body: z.string(),
  staff: z.string().nullable(),
  created_at: z.string(),
});

export const enquiryDetail = enquiryItem.extend({ messages: z.array(enquiryThreadMessage) });
export type EnquiryDetail = z.infer<typeof enquiryDetail>;
