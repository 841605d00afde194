import { expect } from "@playwright/test";
import { addClubDays, clubToday } from "../common/club-time";
import { formatDate } from "../common/format";
import { rentalStatementName } from "../common/portal-documents";
import { rentalMessages as m, rentalStatementFileName } from "../common/rental";
import { officeApi, officePage } from "./office-support";
import { applyAndPay, files } from "./portal-support";
import { expectAccessible, test, visit } from "./support";

/*
 * The owners' rental programme (decision 057): an owner — villa paid, agreement countersigned — puts the villa in the
 * rental pool from the Lease tab; the desk books a caller's stay there, checks the guest in and sees them out today;
 * the month's statements are issued (the journeys' server does at once what the daily job does on the 1st); the owner
 * downloads the sealed statement from Documents; accounts find the payout on /admin/owner-payouts and record it. The
 * Lease tab and the payouts page pass axe.
 */

test("an owner's villa in the rental pool earns a guest stay's share, stated monthly and paid out by accounts", async ({
  page,
  browser,
}) => {
  test.setTimeout(test.info().timeout * 4);
  const today = clubToday();
  const month = today.slice(0, 7);
  const owner = await applyAndPay(page, { steps: 1, paid: 1, name: "Rohan Kapoor", finalReview: true });

  // the agreement: read, signed by the owner, countersigned by the demo administrator (through the API)
  const api = page.request;
  expect((await api.get("/api/moa/draft")).status()).toBe(200);
  const signature = await api.post("/api/upload/upload-signature", {
    multipart: { signature: await files.png("owner-signature.png") },
  });
  expect(signature.status(), await signature.text()).toBe(201);
  const signed = await api.post("/api/moa/sign-moa", { data: { signature_url: (await signature.json()).url } });
  expect(signed.status(), await signed.text()).toBe(200);
  const admin = await officeApi("admin");
  const awaiting = await admin.get(`/api/admin/agreements?status=awaiting&q=${encodeURIComponent(owner.email)}`);
  const [agreement] = (await awaiting.json()).data.items as { _id: string }[];
  const clubSignature = await admin.post("/api/upload/upload-signature", {
    multipart: { signature: await files.png("club-signature.png") },
  });
  const countersigned = await admin.post(`/api/admin/agreements/${agreement._id}/countersign`, {
    data: { signature_url: (await clubSignature.json()).url },
  });
  expect(countersigned.status(), await countersigned.text()).toBe(200);
  await admin.dispose();

  // the Lease tab: the owner accepts the terms and puts the villa in the pool from today
  await visit(page, "/dashboard?tab=lease");
  const rental = page.getByRole("region", { name: "Rental programme" });
  await expect(rental.getByTestId("rental-state")).toContainText("not in the rental pool");
  await rental.getByRole("checkbox", { name: /I accept the rental programme's terms/ }).check();
  await rental.getByRole("button", { name: "Put my villa in the pool" }).click();
  await expect(rental.getByTestId("rental-state")).toHaveText(
    `Your villa is in the rental pool since ${formatDate(today, "en")}.`,
  );
  await expect(rental.getByRole("button", { name: "Take my villa out of the pool" })).toBeVisible();
  // loaded again (no toast over the page) and at its top (nothing scrolled under the sticky header): the tab says
  // so from the server, and passes axe
  await visit(page, "/dashboard?tab=lease");
  await expect(rental.getByTestId("rental-state")).toContainText("is in the rental pool since");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);

  // the desk: a caller's night from today, checked in, and seen out early today (an early departure)
  const desk = await officeApi("front-office");
  const booked = await desk.post("/api/admin/stays", {
    data: {
      property_id: owner.villa._id,
      check_in: today,
      check_out: addClubDays(today, 1),
      adults: 2,
      children: 0,
      first_name: "Kavya",
      last_name: "Rao",
      phone: "+91 99887 76655",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const stayId = (await booked.json()).data.id as string;
  const checkedIn = await desk.post(`/api/admin/stays/${stayId}/check-in`, {
    data: { id_type: "Passport", id_number: "K1234567" },
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);
  const out = await desk.post(`/api/admin/stays/${stayId}/check-out`, { data: { confirm_early: true } });
  expect(out.status(), await out.text()).toBe(200);
  await desk.dispose();

  // the month's statements, issued now as the daily job issues them on the 1st of the next month
  const accountsApi = await officeApi("accounts");
  const issued = await accountsApi.post("/api/journey/rental-statements", { data: { month } });
  expect(issued.status(), await issued.text()).toBe(200);
  expect((await issued.json()).data.issued).toBeGreaterThanOrEqual(1);
  await accountsApi.dispose();

  // the owner downloads the sealed statement from Documents
  await visit(page, "/dashboard?tab=documents");
  const name = rentalStatementName(month);
  const item = page.locator(`[data-document="rental-statement-${month}"]`);
  await expect(item).toContainText(name);
  await expect(item).toContainText("Available");
  const download = item.getByRole("link", { name: `Download ${name}` });
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe(rentalStatementFileName(month));

  // accounts see the payout with the owner's bank account, and record it
  const accounts = await officePage(page, browser, "accounts");
  await visit(accounts, "/admin/owner-payouts");
  await expect(accounts.getByRole("heading", { level: 1 })).toHaveText("Owner payouts");
  const payout = accounts.getByRole("article").filter({ hasText: owner.email });
  await expect(payout).toContainText(owner.villa.name);
  await expect(payout).toContainText("123456789012");
  await expectAccessible(accounts);
  await payout.getByLabel("Reference").fill("UTR-RENT-0001");
  await payout.getByRole("button", { name: "Record payout" }).click();
  await expect(accounts.locator("main").getByRole("status").filter({ hasText: m.payoutRecorded })).toBeVisible();
  await expect(accounts.getByRole("article").filter({ hasText: owner.email })).toHaveCount(0);
  await visit(accounts, "/admin/owner-payouts?status=paid");
  await expect(accounts.getByRole("article").filter({ hasText: owner.email })).toContainText("UTR-RENT-0001");
  await accounts.context().close();
});
