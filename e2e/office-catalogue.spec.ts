import { expect } from "@playwright/test";
import { officePage } from "./office-support";
import { expectAccessible, expectNoSidewaysScroll, test, visit, waitForHydration } from "./support";

/*
 * The office's catalogue: content staff rename a villa and change its price per night at
 * /admin/catalogue, and the villa's public page shows the new name at once.
 */

test("content staff edit a villa in the office and its public page shows the change", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const mobile = test.info().project.name === "mobile-360";
  const villas = (await (await request.get("/api/property/getProperties?slug=vedanta-villa")).json()).data as {
    _id: string;
    name: string;
  }[];
  const villa = villas[mobile ? 1 : 0];
  const name = `Lotus Court ${mobile ? "M" : "D"}${Date.now() % 1_000_000}`;

  const office = await officePage(page, browser, "content");
  await visit(office, "/admin/catalogue");
  await expect(office.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
  await expectNoSidewaysScroll(office, "/admin/catalogue");
  await expectAccessible(office);

  // the form of a new kind of home, with its locations and image upload
  await visit(office, "/admin/catalogue?editType=new");
  await expect(office.getByRole("form", { name: "New kind of home" })).toBeVisible();
  await expectAccessible(office);

  await visit(office, `/admin/catalogue?editVilla=${villa._id}`);
  const form = office.getByRole("form", { name: `Edit ${villa.name}` });
  await expect(form).toBeVisible();
  await waitForHydration(office);
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Price per night (₹)").fill("9800");
  await expectAccessible(office);
  await form.getByRole("button", { name: "Save villa" }).click();
  await expect(office.getByRole("main").getByRole("status").first()).toContainText(`Saved: ${name}`);
  const listed = mobile
    ? office.getByRole("list", { name: "Villas in the office's order" })
    : office.getByRole("table");
  await expect(listed).toContainText(name);
  await expect(listed).toContainText("₹9,800");
  await office.context().close();

  // the public page (cached or not) shows it
  await expect
    .poll(async () => (await request.get(`/property-details/${villa._id}`)).text(), { timeout: 10_000 })
    .toContain(name);
  await visit(page, `/property-details/${villa._id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
});
