import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../common/club-time";
import { financialYearOf } from "../../../common/statements";
import { donationPledges, sealedDocuments } from "../../../server/db/schema";
import { receiveGift } from "../../../server/modules/donations/gifts";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage } from "../../../server/test/site-requests";

/*
 * /verify/{code} of a donation receipt (decision 048): its kind, its number, its financial year, the amount received
 * and the donor's initials and surname only, in English and in Hindi.
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

describe("a donation receipt's verification page", () => {
  it("shows the receipt number, the financial year and the amount received, the donor by initials", async () => {
    const { services } = site.app;
    const db = site.database.db;
    const deps = {
      db,
      mail: services.mail,
      publicUrl: site.config.publicUrl,
      cipher: services.cipher,
      feedSecret: site.config.sessionSecret,
    };
    const [pledge] = await db
      .insert(donationPledges)
      .values({
        reference: "VWC-D-2026-8801",
        name: "Lakshmi Devi Nair",
        email: `donor-${randomUUID().slice(0, 8)}@example.in`,
        amount: 7500,
        currency: "INR",
        kind: "one_time",
        causes: ["Green Himalayas"],
        panEnc: services.cipher.encrypt("ABCPN1234L"),
      })
      .returning();
    const gift = await db.transaction((tx) =>
      receiveGift(
        deps,
        tx,
        {
          pledgeId: pledge.id,
          amount: 7500,
          currency: "INR",
          amountInr: 7500,
          mode: "online",
          paidOn: clubToday(),
          razorpayPaymentId: "pay_verifypage01",
        },
        null,
      ),
    );
    const number = gift!.receiptNumber!;
    await services.donationReceipts.forOffice(number);
    const [document] = await db.select().from(sealedDocuments).where(eq(sealedDocuments.reference, number));
    const fy = financialYearOf(clubToday()).fy;

    const english = await (await openPage(site, `/verify/${document.code}`)).text();
    expect(english).toContain(`Donation receipt ${number}`);
    expect(english).toContain("Amount received");
    expect(english).toContain("₹7,500");
    expect(english).toContain(`FY ${fy}`);
    expect(english).toContain("L. D. Nair");
    expect(english).not.toContain("Lakshmi");
    expect(english).not.toContain("ABCPN1234L");

    const hindi = await (await openPage(site, `/verify/${document.code}?lng=hi`)).text();
    expect(hindi).toContain("दान की रसीद");
    expect(hindi).toContain("प्राप्त राशि");
    expect(hindi).toContain(number);
  });
});
