import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DONATION_AMOUNT, donationMessages } from "../../../common/donations.ts";
import { messages } from "../../../common/messages.ts";
import { donationPledges } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  name: "Asha Verma",
  email: "asha@example.in",
  amount: DEFAULT_DONATION_AMOUNT,
  currency: "INR",
  kind: "recurring",
  frequency: "monthly",
  causes: ["Clean Himalayas", "Orphan School Sponsorship"],
};

let client = 0;
/** Each pledge from its own address, so the per-address limit stays out of the way (tested below). */
const pledge = async (body: Record<string, unknown>, remoteAddress = `198.51.100.${(client++ % 250) + 1}`) => {
  const res = await t.app.inject({ method: "POST", url: "/api/donations", payload: body, remoteAddress });
  return { res, body: res.json() };
};

const year = () => String(new Date().getFullYear());

describe("POST /api/donations", () => {
  it("records a pledge once and answers 201 with its reference in the envelope", async () => {
    const { res, body } = await pledge(valid);
    expect(res.statusCode).toBe(201);
    expect(body.status).toBe(201);
    expect(body.message).toBe(donationMessages.pledgeRecorded);
    expect(body.data).toMatchObject({
      name: "Asha Verma",
      email: "asha@example.in",
      amount: 9000,
      currency: "INR",
      kind: "recurring",
      frequency: "monthly",
      causes: ["Clean Himalayas", "Orphan School Sponsorship"],
    });
    // the year is India's; it differs from the UTC year only in the first hours of 1 January
    expect(body.data.reference).toMatch(new RegExp(`^VWC-D-(${year()}|${Number(year()) + 1})-\\d+$`));
    expect(new Date(body.data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const rows = await t.database.db
      .select()
      .from(donationPledges)
      .where(eq(donationPledges.reference, body.data.reference));
    expect(rows).toHaveLength(1);
    expect(rows[0].causes).toEqual(["Clean Himalayas", "Orphan School Sponsorship"]);
    expect(rows[0].amount).toBe(9000);
  });

  it("gives every pledge a new, higher reference number", async () => {
    const numbers: number[] = [];
    for (const name of ["Ravi Kumar", "Meera Das", "John Smith"]) {
      const { res, body } = await pledge({ ...valid, name });
      expect(res.statusCode).toBe(201);
      numbers.push(Number(body.data.reference.split("-").pop()));
    }
    expect(numbers[0]).toBeGreaterThanOrEqual(1001);
    expect(numbers[1]).toBeGreaterThan(numbers[0]);
    expect(numbers[2]).toBeGreaterThan(numbers[1]);
  });

  it("allocates distinct references to pledges sent at the same moment", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pledge({ ...valid, name: `Donor ${i + 1}` })),
    );
    const references = answers.map((a) => a.body.data.reference);
    expect(new Set(references).size).toBe(8);
  });

  it("stores a one-time pledge without a frequency, and each cause once", async () => {
    const { res, body } = await pledge({
      ...valid,
      kind: "one_time",
      frequency: "yearly",
      currency: "USD",
      amount: 500,
      causes: ["Research for Ayurveda Medicine", "Green Himalayas", "Green Himalayas"],
    });
    expect(res.statusCode).toBe(201);
    expect(body.data.frequency).toBeNull();
    expect(body.data.causes).toEqual(["Green Himalayas", "Research for Ayurveda Medicine"]);
    const [row] = await t.database.db
      .select()
      .from(donationPledges)
      .where(eq(donationPledges.reference, body.data.reference));
    expect(row.frequency).toBeNull();
    expect(row.currency).toBe("USD");
  });

  it.each([
    ["amount 0", { amount: 0 }, "amount: Please enter an amount greater than 0"],
    ["a negative amount", { amount: -5 }, "amount: Please enter an amount greater than 0"],
    ["a fractional amount", { amount: 10.5 }, "amount: Please enter the amount in whole numbers, without decimals"],
    ["an amount above the limit", { amount: 10_000_001 }, `amount: ${donationMessages.amountTooLarge}`],
    ["no cause", { causes: [] }, "causes: Please choose at least one cause"],
    ["an unknown cause", { causes: ["Moon Base"] }, "causes.0: Please choose causes from the list"],
    ["a bad e-mail", { email: "asha-at-example" }, `email: ${donationMessages.emailInvalid}`],
    ["a one-letter name", { name: "A" }, `name: ${donationMessages.nameRequired}`],
    ["recurring without frequency", { frequency: undefined }, `frequency: ${donationMessages.frequencyRequired}`],
    ["an unknown currency", { currency: "JPY" }, `currency: ${donationMessages.currencyInvalid}`],
  ])("answers 400 with a readable message for %s and stores nothing", async (_label, change, detail) => {
    const before = await t.database.db.$count(donationPledges);
    const { res, body } = await pledge({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(body).toEqual({ status: 400, message: `${messages.invalidRequest} (${detail})`, data: null });
    expect(await t.database.db.$count(donationPledges)).toBe(before);
  });

  it("answers only with the caller's own pledge: no list of donors is exposed", async () => {
    const { body } = await pledge({ ...valid, name: "Private Donor", email: "private@example.in" });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        ...["amount", "causes", "createdAt", "currency", "email", "frequency", "kind", "name", "reference"],
        ...["status", "method", "chargeCurrency", "chargeAmount", "exchangeRate", "donorToken", "payment"],
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toContain("asha@example.in");
    const list = await t.app.inject({ method: "GET", url: "/api/donations" });
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toContain("private@example.in");
  });
});

describe("pledgeDonation (service)", () => {
  it("refuses invalid input with a 400 AppError naming the field", async () => {
    await expect(
      t.app.services.donations.pledge({ ...valid, causes: [] } as Parameters<
        typeof t.app.services.donations.pledge
      >[0]),
    ).rejects.toMatchObject({
      status: 400,
      message: `${messages.invalidRequest} (causes: Please choose at least one cause)`,
    });
  });
});

describe("POST /api/donations rate limit", () => {
  it("answers 429 past ten pledges from one address in an hour", async () => {
    for (let i = 0; i < 10; i++) expect((await pledge(valid, "203.0.113.99")).res.statusCode).toBe(201);
    const refused = await pledge(valid, "203.0.113.99");
    expect(refused.res.statusCode).toBe(429);
    expect(refused.body.message).toBe(donationMessages.tooMany);
    expect((await pledge(valid, "203.0.113.98")).res.statusCode).toBe(201);
  });
});
