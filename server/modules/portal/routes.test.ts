import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../test/app.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  seededChoices,
  upload,
  verifyAwaiting,
  type TestMember,
} from "../../test/members.ts";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const overview = async (member: TestMember) => {
  const res = await t.app.inject({ method: "GET", url: "/api/portal/overview", headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

async function receipt(member: TestMember) {
  return (
    await upload(t.app, member, "/api/upload/upload-doc", "document", { name: "r.png", bytes: await fixtures.png() })
  ).json().url as string;
}

describe("GET /api/portal/overview", () => {
  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/portal/overview" })).statusCode).toBe(401);
  });

  it("shows a new member with no villa and nothing unlocked", async () => {
    const member = await createMember(t, "Dev Malhotra");
    expect(await overview(member)).toMatchObject({
      member: { name: "Dev Malhotra" },
      property: null,
      payment: null,
      payment_status: "not_started",
      progress_percent: 0,
      unlocked: { membership_form: false, moa: false },
      moa: null,
      lease: null,
    });
  });

  it("follows the member's own plan as it is paid, and only theirs", async () => {
    const a = await createMember(t);
    const choices = await seededChoices(t, 2);
    const doc = (
      await upload(t.app, a, "/api/upload/upload-doc", "document", { name: "id.pdf", bytes: await fixtures.pdf() })
    ).json().url;
    const call = (method: "POST" | "PUT", url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: a.headers });
    expect((await call("POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, doc))).statusCode).toBe(
      200,
    );
    expect((await overview(a)).property._id).toBe(choices.villa.id);
    expect((await overview(a)).payment_status).toBe("not_started");
    await call("POST", "/api/registration/familyMember", { family_details: [] });
    await call("POST", `/api/payment-details/${choices.villa.id}`, {
      payment_mode: "flexible",
      payment_steps: 2,
      total_amount: choices.villa.price,
    });

    let view = await overview(a);
    expect(view).toMatchObject({
      payment_status: "pending",
      progress_percent: 50,
      unlocked: { membership_form: false, moa: false },
    });
    await call("PUT", `/api/payment-details/${choices.villa.id}/step/1`, { payment_receipt_url: await receipt(a) });
    // the receipt awaits the club: "Payment Under Review", nothing opens yet
    view = await overview(a);
    expect(view).toMatchObject({
      payment_status: "reviewing",
      progress_percent: 50,
      unlocked: { membership_form: false, moa: false },
    });
    expect(view.payment).toMatchObject({ amount_paid: Math.round(choices.villa.price / 2), amount_verified: 0 });
    const planId = (
      await t.app.inject({ method: "GET", url: `/api/payment-details/${choices.villa.id}`, headers: a.headers })
    ).json().data._id;
    await verifyAwaiting(t, planId);
    view = await overview(a);
    expect(view).toMatchObject({
      payment_status: "pending",
      progress_percent: 50,
      unlocked: { membership_form: true, moa: false },
    });
    expect(view.payment.amount_verified).toBe(Math.round(choices.villa.price / 2));
    await call("PUT", `/api/payment-details/${choices.villa.id}/step/2`, { payment_receipt_url: await receipt(a) });
    view = await overview(a);
    expect(view).toMatchObject({
      payment_status: "reviewing",
      progress_percent: 100,
      paid_percent: 100,
      unlocked: { membership_form: true, moa: false },
    });
    await verifyAwaiting(t, planId);
    view = await overview(a);
    expect(view).toMatchObject({
      payment_status: "completed",
      progress_percent: 100,
      paid_percent: 100,
      unlocked: { membership_form: true, moa: true },
    });

    const b = await createMember(t);
    expect(await overview(b)).toMatchObject({ property: null, payment: null, payment_status: "not_started" });
  });
});
