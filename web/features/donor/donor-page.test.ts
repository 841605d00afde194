import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionMessages } from "../../../common/donor-page";
import { donorToken } from "../../../server/modules/donations/gifts.ts";
import { openTestApp, type TestApp } from "../../../server/test/app.ts";
import { createMember, type TestMember } from "../../../server/test/members.ts";
import { startRazorpayStandIn, type RazorpayStandIn, razorpayEnv } from "../../../server/test/razorpay-stand-in.ts";
import { donorAction, donorPage } from "./donor-page.server";

/*
 * The donor's page's loader and action with the real services: a signed-in member sees their donations, a receipt
 * mail's link opens its donor's, anyone else is asked to sign in; the forms pause and cancel through the service.
 */

const keys = { keyId: "rzp_test_donor_page", keySecret: "donor_page_secret_42", webhookSecret: "donor_page_hook_42" };
let standIn: RazorpayStandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await openTestApp({
    ...razorpayEnv(keys, standIn),
  });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const services = () => t.app.services;
const pageRequest = (query = "", who?: TestMember, init: RequestInit = {}) =>
  new Request(`http://club.test/donations/mine${query}`, {
    ...init,
    headers: { ...(who ? { cookie: `token=${who.token}` } : {}), ...(init.headers ?? {}) },
  });

let n = 0;
async function pledge(email: string, kind: "one_time" | "recurring", amount = 2000) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/donations",
    remoteAddress: `198.51.100.${(n++ % 250) + 1}`,
    payload: {
      name: "Nirmala Joshi",
      email,
      amount,
      currency: "INR",
      kind,
      ...(kind === "recurring" ? { frequency: "monthly" } : {}),
      causes: ["Clean Himalayas"],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { reference: string; payment?: { subscription_id: string } };
}

describe("the donor's page", () => {
  it("asks anyone without a session or a link to sign in or use the receipt mail's link", async () => {
    expect(await donorPage(pageRequest(), services())).toEqual({ state: "signIn" });
  });

  it("says a forged link is not valid", async () => {
    expect(await donorPage(pageRequest("?t=VWC-D-2026-1.forged"), services())).toEqual({ state: "invalid" });
  });

  it("opens by the link every pledge of that pledge's e-mail, a pledge never paid shown as pledged", async () => {
    const email = `page-link-${Date.now()}@example.in`;
    const once = await pledge(email, "one_time", 500);
    const monthly = await pledge(email.toUpperCase(), "recurring");
    const paid = standIn.paySubscription(monthly.payment!.subscription_id);
    const verified = await t.app.inject({ method: "POST", url: "/api/donations/subscriptions/verify", payload: paid });
    expect(verified.statusCode, verified.body).toBe(200);
    await pledge(`someone-else-${Date.now()}@example.in`, "one_time");

    const token = donorToken({ feedSecret: t.config.sessionSecret }, once.reference);
    const page = await donorPage(pageRequest(`?t=${encodeURIComponent(token)}`), services());
    expect(page.state).toBe("view");
    if (page.state !== "view") return;
    expect(page.view.via).toBe("link");
    expect(page.view.pledges.map((p) => p.reference).sort()).toEqual([once.reference, monthly.reference].sort());
    const oneTime = page.view.pledges.find((p) => p.reference === once.reference)!;
    expect(oneTime).toMatchObject({ status: "pledged", gifts: [], subscription: null });
    const recurring = page.view.pledges.find((p) => p.reference === monthly.reference)!;
    expect(recurring.status).toBe("active");
    expect(recurring.gifts).toHaveLength(1);
    expect(recurring.gifts[0].receipt_url).toContain(
      `/api/donations/receipts/${recurring.gifts[0].receipt_number}.pdf?t=`,
    );
    expect(recurring.subscription).toMatchObject({ status: "active", actions: ["pause", "cancel"] });

    // its Pause form, posted without JavaScript, with the link's token
    const form = new URLSearchParams({
      intent: `pause-${monthly.reference}`,
      reference: monthly.reference,
      do: "pause",
      t: token,
    });
    const answer = await donorAction(
      pageRequest(`?t=${encodeURIComponent(token)}`, undefined, {
        method: "POST",
        body: form,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      services(),
    );
    expect(answer).toEqual({ ok: true, message: subscriptionMessages.paused, intent: `pause-${monthly.reference}` });
    const after = await donorPage(pageRequest(`?t=${encodeURIComponent(token)}`), services());
    if (after.state === "view")
      expect(after.view.pledges.find((p) => p.reference === monthly.reference)!.subscription!.actions).toEqual([
        "resume",
        "cancel",
      ]);
  });

  it("shows a signed-in member their pledges, by their account or their e-mail, and no one else's", async () => {
    const member = await createMember(t, "Nirmala Joshi");
    const other = await createMember(t, "Other Donor");
    const mine = await pledge(member.email, "one_time");
    await pledge(other.email, "one_time");
    const page = await donorPage(pageRequest("", member), services());
    expect(page.state).toBe("view");
    if (page.state !== "view") return;
    expect(page.view.via).toBe("member");
    expect(page.view.pledges.map((p) => p.reference)).toEqual([mine.reference]);

    // another member's form for a pledge not theirs is refused with the service's words
    const refused = await donorAction(
      pageRequest("", other, {
        method: "POST",
        body: new URLSearchParams({ intent: `cancel-${mine.reference}`, reference: mine.reference, do: "cancel" }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      services(),
    );
    expect(refused).toMatchObject({ ok: false, message: subscriptionMessages.pledgeNotFound });
  });
});
