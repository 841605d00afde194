import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/open.ts";
import { paymentPlans, paymentSteps, properties, users } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/database.ts";
import { listMemberDocuments } from "../documents/service.ts";
import { portalOverview } from "./service.ts";
import { memberStanding } from "./standing.ts";

let database: Database;
let villas: string[];
beforeAll(async () => {
  database = await openTestDatabase();
  villas = (await database.db.select({ id: properties.id }).from(properties).limit(4)).map((v) => v.id);
});
afterAll(async () => {
  await database?.close();
});

async function newMember(name: string) {
  const [user] = await database.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase().replace(/\s+/g, ".")}.${Date.now()}@example.org`, passwordHash: "-" })
    .returning({ id: users.id });
  return user.id;
}

/** A one-step plan of ₹9,00,000 for a villa, paid or not, made at `createdAt`. */
async function plan(
  userId: string,
  propertyId: string,
  options: {
    status: "pending" | "completed" | "cancelled" | "reviewing";
    paid: boolean;
    awaiting?: boolean;
    createdAt: Date;
  },
) {
  const [row] = await database.db
    .insert(paymentPlans)
    .values({
      userId,
      propertyId,
      paymentMode: "full",
      paymentSteps: 1,
      totalAmount: 900_000,
      status: options.status,
      createdAt: options.createdAt,
    })
    .returning({ id: paymentPlans.id });
  await database.db.insert(paymentSteps).values({
    planId: row.id,
    step: 1,
    stepName: "Full payment",
    amount: 900_000,
    dueLabel: "Now",
    dueDate: "2026-11-24",
    status: options.paid ? "paid" : "pending",
    paymentDate: options.paid ? options.createdAt : null,
    // a paid step here is one the club verified, unless the test says it awaits
    verification: options.paid ? (options.awaiting ? "awaiting" : "verified") : null,
  });
  return row.id;
}

describe("memberStanding: one answer to where a member stands", () => {
  it("has nothing to count before a plan is made", async () => {
    const standing = await memberStanding(database.db, await newMember("Meera Das"));
    expect(standing).toMatchObject({
      plan: null,
      steps: [],
      amountPaid: 0,
      propertyId: null,
      agreement: null,
      applicationSubmitted: false,
    });
    expect(standing.unlocked).toEqual({ membershipForm: false, moa: false });
  });

  it("counts a fully paid plan, and a cancelled one unlocks nothing anywhere (portal, documents)", async () => {
    const paidUp = await newMember("Kabir Rao");
    await plan(paidUp, villas[0], { status: "completed", paid: true, createdAt: new Date("2026-10-01T06:00:00Z") });
    const standing = await memberStanding(database.db, paidUp);
    expect(standing.amountPaid).toBe(900_000);
    expect(standing.unlocked).toEqual({ membershipForm: true, moa: true });

    // paid in full with a receipt the club has not checked yet: nothing opens
    const unchecked = await newMember("Dev Sharma");
    await plan(unchecked, villas[3], {
      status: "reviewing",
      paid: true,
      awaiting: true,
      createdAt: new Date("2026-10-01T07:00:00Z"),
    });
    const waiting = await memberStanding(database.db, unchecked);
    expect(waiting).toMatchObject({ amountPaid: 900_000, amountVerified: 0 });
    expect(waiting.unlocked).toEqual({ membershipForm: false, moa: false });

    const cancelled = await newMember("Isha Menon");
    await plan(cancelled, villas[1], { status: "cancelled", paid: true, createdAt: new Date("2026-10-02T06:00:00Z") });
    const none = await memberStanding(database.db, cancelled);
    expect(none.plan?.status).toBe("cancelled");
    expect(none.amountPaid).toBe(900_000);
    expect(none.unlocked).toEqual({ membershipForm: false, moa: false });
    const overview = await portalOverview(database.db, cancelled);
    expect(overview.unlocked).toEqual({ membership_form: false, moa: false });
    const documents = await listMemberDocuments(database.db, cancelled);
    expect(documents.find((d) => d.kind === "moa")?.status).toBe("Not available yet");
  });

  it("takes the newest plan that is not cancelled over an older cancelled one", async () => {
    const member = await newMember("Rohan Iyer");
    await plan(member, villas[2], { status: "cancelled", paid: true, createdAt: new Date("2026-09-01T06:00:00Z") });
    // the new plan is for another villa (a cancelled plan frees its villa, but this member chose another)
    const [{ id: spare }] = await database.db.select({ id: properties.id }).from(properties).offset(5).limit(1);
    const current = await plan(member, spare, {
      status: "pending",
      paid: false,
      createdAt: new Date("2026-10-01T06:00:00Z"),
    });
    const standing = await memberStanding(database.db, member);
    expect(standing.plan?.id).toBe(current);
    expect(standing.propertyId).toBe(spare);
    expect(standing.amountPaid).toBe(0);
    expect((await portalOverview(database.db, member)).payment?.amount_paid).toBe(0);
  });
});
