import { expect, request, type APIRequestContext, type Browser, type Page } from "@playwright/test";
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
  const login = await staff.request.post("/api/auth/login", {
    data: { email: account.email, password: DEMO_OFFICE_PASSWORD },
  });
  expect(login.status(), `the demo office's ${role} account (seeded with the demo data)`).toBe(200);
  return staff;
}

/** The e2e server's address (playwright.config.ts: E2E_PORT, 3100 by default). */
export const e2eBaseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/** An API client signed in as the demo office's account of `role`, from an address of its own (for set-up steps). */
export async function officeApi(role: StaffRole, baseURL = e2eBaseURL): Promise<APIRequestContext> {
  const account = DEMO_OFFICE_ACCOUNTS.find((a) => a.role === role)!;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  const login = await api.post("/api/auth/login", { data: { email: account.email, password: DEMO_OFFICE_PASSWORD } });
  expect(login.status(), `the demo office's ${role} account (seeded with the demo data)`).toBe(200);
  return api;
}

/** Accounts verify every receipt of the plan that awaits them (through the API, as the office's page does). */
export async function verifyReceipts(planId: string) {
  const api = await officeApi("accounts");
  const list = await api.get("/api/admin/payments?status=awaiting&limit=50");
  expect(list.status()).toBe(200);
  const items = ((await list.json()).data.items as { plan_id: string; step: number }[]).filter(
    (item) => item.plan_id === planId,
  );
  for (const { step } of items) {
    const res = await api.post(`/api/admin/payments/${planId}/steps/${step}/verify`);
    expect(res.status(), await res.text()).toBe(200);
  }
  await api.dispose();
}
