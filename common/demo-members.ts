/**
 * The demo members: a few members at different stages of their application, made with the
 * demo data on an empty database (never with SEED_DEMO=false) so a newcomer sees a living office at once. Each
 * signs in with the one demo member password; the first start prints them and the README lists them.
 * Demo data only: real members sign up themselves.
 */
export const DEMO_MEMBER_PASSWORD = "Member-demo-2026!";

export const DEMO_MEMBERS = [
  {
    key: "document",
    name: "Priya Sharma",
    email: "priya.sharma@members.vedanta-club.example",
    shows: "KYC and family details done; her identity document waits for the front office to check",
  },
  {
    key: "awaiting",
    name: "Arjun Nair",
    email: "arjun.nair@members.vedanta-club.example",
    shows: "a three-step plan with step 1 paid; its receipt waits for accounts to verify",
  },
  {
    key: "rejected",
    name: "Meera Iyer",
    email: "meera.iyer@members.vedanta-club.example",
    shows: "her step 1 receipt was rejected with a reason; the step is to pay again",
  },
  {
    key: "member",
    name: "Vikram Singh",
    email: "vikram.singh@members.vedanta-club.example",
    shows:
      "fully paid and verified (invoices numbered), MOA signed, an active Full Membership; a claim, a transfer and a conveyance request wait for the office",
  },
  {
    key: "owner",
    name: "Kabir Malhotra",
    email: "kabir.malhotra@members.vedanta-club.example",
    shows:
      "owns his villa (fully paid, agreement countersigned); this year's maintenance dues bill is due, with its invoice",
  },
  {
    key: "guest",
    name: "Ananya Das",
    email: "ananya.das@members.vedanta-club.example",
    shows:
      "a stay arriving today and another later this week; her Full Membership receipt waits for accounts to verify",
  },
] as const satisfies readonly { key: string; name: string; email: string; shows: string }[];

export type DemoMemberKey = (typeof DEMO_MEMBERS)[number]["key"];

/** Why accounts rejected the demo's receipt (the member sees it on the step). */
export const DEMO_REJECTION_REASON =
  "The receipt is not readable: the amount and the transaction reference are cut off. Please upload the full receipt.";
