import { expect, type Browser, type Page } from "@playwright/test";
import { DEMO_OFFICE_ACCOUNTS, DEMO_OFFICE_PASSWORD } from "../common/office";
import type { StaffRole } from "../common/auth-limits";
import { ownAddress } from "./support";

/**
 * A page of its own, the size of the journey's (a table on desktop, cards at 360 px), signed in as the demo office's
 * account of `role` (seeded with the demo data), from an address of its own: sign-in limits count per address.
 */
export async function officePage(page: Page, browser: Browser, role: StaffRole): Promise<Page> {
  const account = DEMO_OFFICE_ACCOUNTS.find((a) => a.role === role)!;
  const office = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: (page.viewportSize()?.width ?? 1280) < 500,
    hasTouch: true,
    extraHTTPHeaders: ownAddress(),
  });
  const staff = await office.newPage();
  const login = await staff.request.post("/api/auth/login", { data: { email: account.email, password: DEMO_OFFICE_PASSWORD } });
  expect(login.status(), `the demo office's ${role} account (seeded with the demo data)`).toBe(200);
  return staff;
}
