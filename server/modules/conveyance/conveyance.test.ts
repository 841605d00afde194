import { addDays, format, nextTuesday, previousTuesday } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conveyanceMessages as m } from "../../../common/conveyance.ts";
import { conveyanceRequests } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, fixtures, kycPayload, seededChoices, upload, type TestMember } from "../../test/members.ts";

let t: TestApp & { mail: MailCatcher };
let catcher: MailCatcher;
let nextVilla = 0;
beforeAll(async () => {
  t = await openTestAppWithMail();
  catcher = t.mail;
});
afterAll(async () => {
  await t?.close();
});

const json = (member: TestMember, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: member.headers });

async function uploadDoc(member: TestMember, name = "sale-deed.pdf"): Promise<string> {
  const res = await upload(t.app, member, "/api/upload/upload-doc", "document", { name, bytes: await fixtures.pdf() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

/** A member with a villa in a 2-step plan, step 1 paid. */
async function villaMember(name = "Asha Verma") {
  const member = await createMember(t, name);
  const choices = await seededChoices(t, nextVilla++);
  expect(
    (
      await json(
        member,
        "POST",
        `/api/registration/kyc/${choices.villa.id}`,
        kycPayload(choices, await uploadDoc(member)),
      )
    ).statusCode,
  ).toBe(200);
  expect((await json(member, "POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
  const plan = await json(member, "POST", `/api/payment-details/${choices.villa.id}`, {
    payment_mode: "flexible",
    payment_steps: 2,
    total_amount: choices.villa.price,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  return { member, villa: choices.villa };
}

/** The code in the member's conveyance mail, caught by the real SMTP catcher. */
async function otpFor(member: TestMember): Promise<string> {
  const sent = await json(member, "POST", "/api/conveyance/send-otp");
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await catcher.mailTo(member.email);
  expect(mail.subject).toBe("Your Vedanta Wellness Club conveyance code");
  const code = /^\s+(\d{4})$/m.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{4}$/);
  return code!;
}

const tuesday = format(nextTuesday(new Date()), "yyyy-MM-dd");
const wednesday = format(addDays(nextTuesday(new Date()), 1), "yyyy-MM-dd");
const pastTuesday = format(previousTuesday(new Date()), "yyyy-MM-dd");

async function requestBody(member: TestMember, overrides: Record<string, unknown> = {}) {
  return {
    nominee: {
      fullName: "Kiran Verma",
      phoneNumber: "9811122334",
      relationship: "Spouse",
      dob: "1987-02-01",
      email: "kiran@example.org",
      idType: "Passport",
      idFile: await uploadDoc(member, "nominee-passport.pdf"),
    },
    document: await uploadDoc(member),
    appointmentDate: tuesday,
    ...overrides,
  };
}

describe("conveyance", () => {
  it("e-mails a 4-digit OTP, refuses a wrong one, and stores a request for a Tuesday", async () => {
    const { member, villa } = await villaMember();
    const before = (await json(member, "GET", "/api/conveyance")).json().data;
    expect(before).toMatchObject({ requests: [], verified_until: null, email: member.email });
    expect(before.villa).toMatchObject({ property_id: villa.id, contributionAmount: villa.price });

    // no request without a verified OTP
    const unverified = await json(member, "POST", "/api/conveyance", await requestBody(member));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(m.verifyFirst);

    const code = await otpFor(member);
    const wrong = await json(member, "POST", "/api/conveyance/verify-otp", { otp: code === "0000" ? "1111" : "0000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid OTP. Please check the code in the e-mail and try again.");
    expect((await json(member, "GET", "/api/conveyance")).json().data.verified_until).toBeNull();

    const right = await json(member, "POST", "/api/conveyance/verify-otp", { otp: code });
    expect(right.statusCode, right.body).toBe(200);
    expect(new Date(right.json().data.verified_until).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // the code is used up
    expect((await json(member, "POST", "/api/conveyance/verify-otp", { otp: code })).statusCode).toBe(400);

    const notTuesday = await json(
      member,
      "POST",
      "/api/conveyance",
      await requestBody(member, { appointmentDate: wednesday }),
    );
    expect(notTuesday.statusCode).toBe(400);
    expect(notTuesday.json().message).toBe("Appointments are on Tuesdays only. Please choose a Tuesday.");
    const past = await json(
      member,
      "POST",
      "/api/conveyance",
      await requestBody(member, { appointmentDate: pastTuesday }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(m.appointmentInFuture);

    const created = await json(member, "POST", "/api/conveyance", await requestBody(member));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(m.submitted);
    expect(created.json().data).toMatchObject({
      status: "submitted",
      appointmentDate: tuesday,
      nominee: { fullName: "Kiran Verma", relationship: "Spouse" },
    });
    const [row] = await t.database.db.select().from(conveyanceRequests).where(eq(conveyanceRequests.userId, member.id));
    expect(row).toMatchObject({ propertyId: villa.id, status: "submitted", appointmentDate: tuesday });
    expect(row.villa).toMatchObject({ contributionAmount: villa.price });

    const listed = (await json(member, "GET", "/api/conveyance")).json().data.requests;
    expect(listed.map((r: { _id: string; status: string }) => [r._id, r.status])).toEqual([[row.id, "submitted"]]);

    // one request in progress at a time
    const second = await json(member, "POST", "/api/conveyance", await requestBody(member));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(m.openRequest);
  });

  it("answers 'Property information not found.' without a villa", async () => {
    const member = await createMember(t);
    const sent = await json(member, "POST", "/api/conveyance/send-otp");
    expect(sent.statusCode).toBe(404);
    expect(sent.json().message).toBe("Property information not found.");
    expect((await json(member, "GET", "/api/conveyance")).json().data).toMatchObject({ requests: [], villa: null });
  });

  it("keeps each member to their own requests, villa and files", async () => {
    const a = await villaMember("Asha Verma");
    const b = await villaMember("Bela Iyer");
    await json(a.member, "POST", "/api/conveyance/verify-otp", { otp: await otpFor(a.member) });
    expect((await json(a.member, "POST", "/api/conveyance", await requestBody(a.member))).statusCode).toBe(201);
    const aDocument = await uploadDoc(a.member, "a-deed.pdf");

    // B sees only their own, empty, list and their own villa
    const bView = (await json(b.member, "GET", "/api/conveyance")).json().data;
    expect(bView.requests).toEqual([]);
    expect(bView.villa.property_id).toBe(b.villa.id);

    // B's own verification does not let them use A's upload or A's villa
    await json(b.member, "POST", "/api/conveyance/verify-otp", { otp: await otpFor(b.member) });
    const stolen = await json(
      b.member,
      "POST",
      "/api/conveyance",
      await requestBody(b.member, { document: aDocument }),
    );
    expect(stolen.statusCode).toBe(400);
    const otherVilla = await json(
      b.member,
      "POST",
      "/api/conveyance",
      await requestBody(b.member, { property_id: a.villa.id }),
    );
    expect(otherVilla.statusCode).toBe(404);
    expect((await json(b.member, "GET", "/api/conveyance")).json().data.requests).toEqual([]);
  });

  it("sends at most one code a minute", async () => {
    const { member } = await villaMember();
    await otpFor(member);
    const again = await json(member, "POST", "/api/conveyance/send-otp");
    expect(again.statusCode).toBe(429);
  });
});
