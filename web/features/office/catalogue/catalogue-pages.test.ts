import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueMessages as m } from "../../../../common/catalogue-office";
import { officeMessages } from "../../../../common/office";
import { auditEvents, occupations, paymentPlans, properties, propertyTypes } from "../../../../server/db/schema";
import { createMember, payingMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage as postPageUnread, type SitePage } from "../../../../server/test/site-requests";

/*
 * The office's catalogue pages as the server renders them, before any script: who may open them,
 * the forms posted without JavaScript (audited), and the public pages — cached ones too — showing a change at once:
 * an unpublished villa leaves them (its page 404) while its member's dashboard keeps it.
 */

let site: TestSite;
let content: TestMember;
let accounts: TestMember;
let member: TestMember;

beforeAll(async () => {
  site = await openTestSite();
  content = await staffMember(site, "content");
  accounts = await staffMember(site, "accounts");
  member = await createMember(site, "Devika Menon");
});
afterAll(async () => {
  await site?.close();
});

const open = (path: string, who?: TestMember) => openPage(site, path, who);
/** A form posted, its answer read at once (an unread body keeps the connection busy, and the site from closing). */
const postPage = async (...args: Parameters<typeof postPageUnread>): Promise<SitePage> => {
  const page = await postPageUnread(...args);
  const text = await page.text();
  return { status: page.status, headers: page.headers, text: async () => text };
};
/** The status of a page, its body read (an unread body keeps the connection busy, and the site from closing). */
const statusOf = async (path: string) => {
  const page = await open(path);
  await page.text();
  return page.status;
};
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("/admin/catalogue", () => {
  it("sends the signed-out to sign-in; a member or accounts get 403; content sees the kinds of home and villas", async () => {
    const anonymous = await open("/admin/catalogue");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fcatalogue");
    expect(await (await open("/admin/catalogue", member)).text()).toContain(officeMessages.staffOnly);
    const asAccounts = await open("/admin/catalogue/lists", accounts);
    expect(asAccounts.status).toBe(403);
    expect(await asAccounts.text()).toContain(officeMessages.roleNotAllowed);

    const html = await (await open("/admin/catalogue", content)).text();
    expect(html).toContain("Tree Houses");
    expect(html).toMatch(/<label for="villas-q"[^>]*>Search by villa name or number<\/label>/);
    const none = await (await open("/admin/catalogue?q=no-such-villa", content)).text();
    expect(none).toContain(m.noVillasMatch);
    const lists = await (await open("/admin/catalogue/lists", content)).text();
    expect(lists).toContain("Qualifications");
    expect(lists).toContain("Identity documents");
  });

  it("edits a villa from the form without JavaScript; the cached public page shows it at once; audited", async () => {
    const [villa] = await site.database.db.select().from(properties).where(eq(properties.published, true)).limit(1);
    const path = `/property-details/${villa.id}`;
    expect(await (await open(path)).text()).toContain(villa.name);
    // twice: the second answer comes from the page cache
    expect(await statusOf(path)).toBe(200);

    const form = await (await open(`/admin/catalogue?editVilla=${villa.id}`, content)).text();
    expect(form).toContain(`Edit ${villa.name}`);
    expect(form).toMatch(/<label for="villa-max-adults"[^>]*>Adults it sleeps<\/label>/);
    expect(form).toMatch(/<label for="villa-max-children"[^>]*>Children it sleeps<\/label>/);
    expect(form).toMatch(new RegExp(`id="villa-max-adults"[^>]*value="${villa.maxAdults}"`));
    const fields: Record<string, string> = {
      intent: "villa.save",
      id: villa.id,
      property_type_id: villa.propertyTypeId,
      block_id: villa.blockId ?? "",
      name: "Saffron Dawn Villa",
      image: villa.image,
      sqft: String(villa.sqft),
      bedrooms: String(villa.bedrooms),
      max_adults: "6",
      max_children: "3",
      kitchen: String(villa.kitchen),
      living_area: String(villa.livingArea),
      highlights: villa.highlights,
      villa_number: villa.villaNumber ?? "",
      view: villa.view,
      construction_status: villa.constructionStatus,
      price: String(villa.price),
      price_per_night: "0",
      location: villa.location,
      gallery: villa.gallery.join("\n"),
      amenities: villa.amenities.map((a) => `${a.title}: ${a.details.join("; ")}`).join("\n"),
      sort_order: "0",
      published: "on",
    };
    const refused = await postPage(site, `/admin/catalogue?editVilla=${villa.id}`, fields, content);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(m.pricePerNight);
    const crowded = await postPage(
      site,
      `/admin/catalogue?editVilla=${villa.id}`,
      { ...fields, price_per_night: "9,450", max_adults: "0" },
      content,
    );
    expect(crowded.status).toBe(400);
    expect(await crowded.text()).toContain(m.maxAdults);

    const saved = await postPage(
      site,
      `/admin/catalogue?editVilla=${villa.id}`,
      { ...fields, price_per_night: "9,450" },
      content,
    );
    expect(saved.status).toBe(302);
    const [after] = await site.database.db.select().from(properties).where(eq(properties.id, villa.id));
    expect(after).toMatchObject({ name: "Saffron Dawn Villa", pricePerNight: 9450, maxAdults: 6, maxChildren: 3 });
    expect(after.amenities).toEqual(villa.amenities);
    const [audit] = await site.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.villa.updated"), eq(auditEvents.subjectId, villa.id)));
    expect(audit.userId).toBe(content.id);

    await site.app.services.pageCache.checkCatalogue(true);
    const shown = await (await open(path)).text();
    expect(shown).toContain("Saffron Dawn Villa");
    expect(shown).toContain("6 adults + 3 kids");
  });

  it("edits a kind of home's and a villa's Hindi beside their English without JavaScript; the Hindi page shows it", async () => {
    const [type] = await site.database.db.select().from(propertyTypes).where(eq(propertyTypes.slug, "apple-homes"));
    const typeForm = await (await open(`/admin/catalogue?editType=${type.id}`, content)).text();
    expect(typeForm).toContain("Hindi version (optional)");
    expect(typeForm).toMatch(/<label for="type-name-hi"[^>]*>Name in Hindi<\/label>/);
    expect(typeForm).toMatch(new RegExp(`id="type-name-hi"[^>]*lang="hi"[^>]*value="${type.nameHi}"`));
    const typeFields: Record<string, string> = {
      intent: "type.save",
      id: type.id,
      name: type.name,
      slug: type.slug,
      image: type.image,
      category_name: type.categoryName,
      size: type.size,
      sort_order: String(type.sortOrder),
      about: type.about,
      description: type.description,
      features: type.features.join("\n"),
      locations: type.locations[0],
      published: "on",
      name_hi: "सेब के बाग़ वाले घर",
      category_name_hi: "",
      size_hi: type.sizeHi ?? "",
      about_hi: type.aboutHi ?? "",
      description_hi: type.descriptionHi ?? "",
      features_hi: "<strong>बाग़</strong> के बीच\nदेवदार की सज्जा",
    };
    const savedType = await postPage(site, `/admin/catalogue?editType=${type.id}`, typeFields, content);
    expect(savedType.status).toBe(302);
    const [typeAfter] = await site.database.db.select().from(propertyTypes).where(eq(propertyTypes.id, type.id));
    expect(typeAfter).toMatchObject({
      name: type.name,
      nameHi: "सेब के बाग़ वाले घर",
      categoryNameHi: null,
      featuresHi: ["<strong>बाग़</strong> के बीच", "देवदार की सज्जा"],
    });

    const [villa] = await site.database.db
      .select()
      .from(properties)
      .where(eq(properties.propertyTypeId, type.id))
      .limit(1);
    const villaForm = await (await open(`/admin/catalogue?editVilla=${villa.id}`, content)).text();
    expect(villaForm).toMatch(/<label for="villa-amenities-hi"[^>]*>Amenities in Hindi<\/label>/);
    expect(villaForm).toContain(villa.highlightsHi!);
    const saved = await postPage(
      site,
      `/admin/catalogue?editVilla=${villa.id}`,
      {
        intent: "villa.save",
        id: villa.id,
        property_type_id: villa.propertyTypeId,
        block_id: villa.blockId ?? "",
        name: villa.name,
        image: villa.image,
        sqft: String(villa.sqft),
        bedrooms: String(villa.bedrooms),
        max_adults: String(villa.maxAdults),
        max_children: String(villa.maxChildren),
        kitchen: String(villa.kitchen),
        living_area: String(villa.livingArea),
        highlights: villa.highlights,
        villa_number: villa.villaNumber ?? "",
        view: villa.view,
        construction_status: villa.constructionStatus,
        price: String(villa.price),
        price_per_night: String(villa.pricePerNight),
        location: villa.location,
        gallery: villa.gallery.join("\n"),
        amenities: villa.amenities.map((a) => `${a.title}: ${a.details.join("; ")}`).join("\n"),
        sort_order: "0",
        published: "on",
        name_hi: "केसरिया भोर",
        highlights_hi: "बाग़ के ऊपर धूप से भरी अटारी",
        amenities_hi: "आराम: जैविक सूती चादरें; पढ़ने का कोना",
      },
      content,
    );
    expect(saved.status).toBe(302);
    const [after] = await site.database.db.select().from(properties).where(eq(properties.id, villa.id));
    expect(after).toMatchObject({
      name: villa.name,
      nameHi: "केसरिया भोर",
      highlightsHi: "बाग़ के ऊपर धूप से भरी अटारी",
      amenitiesHi: [{ title: "आराम", details: ["जैविक सूती चादरें", "पढ़ने का कोना"] }],
    });
    const [audit] = await site.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.villa.updated"), eq(auditEvents.subjectId, villa.id)));
    expect(audit.detail).toMatchObject({ after: { name_hi: "केसरिया भोर" } });

    await site.app.services.pageCache.checkCatalogue(true);
    const hindi = await (await open(`/property-details/${villa.id}?lng=hi`)).text();
    expect(hindi).toContain("केसरिया भोर");
    expect(hindi).toContain("सेब के बाग़ वाले घर");
    expect(hindi).toContain("पढ़ने का कोना");
    const english = await (await open(`/property-details/${villa.id}?lng=en`)).text();
    expect(english).toContain(villa.name);
    expect(english).not.toContain("केसरिया भोर");
  });

  it("an unpublished villa leaves the public pages (its page 404) while its member's dashboard keeps it", async () => {
    const holder = await payingMember(site, { villaIndex: 2, steps: 2, paid: 1 });
    const [plan] = await site.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, holder.id));
    const [villa] = await site.database.db.select().from(properties).where(eq(properties.id, plan.propertyId));
    const [type] = await site.database.db
      .select()
      .from(propertyTypes)
      .where(eq(propertyTypes.id, villa.propertyTypeId));
    const search = `/properties?location=${villa.location.toLowerCase()}&checkIn=${day(200)}&checkOut=${day(202)}`;
    expect(await (await open(`/property-number/${type.slug}`)).text()).toContain(villa.name);
    expect(await statusOf(`/property-details/${villa.id}`)).toBe(200);
    expect(await (await open("/sitemap.xml")).text()).toContain(villa.id);

    const hidden = await postPage(
      site,
      "/admin/catalogue",
      { intent: "villa.publish", id: villa.id, published: "false" },
      content,
    );
    expect(hidden.status).toBe(302);
    // deleting asks first, naming what will happen; unconfirmed, nothing is deleted
    const asked = await postPage(
      site,
      `/admin/catalogue?editVilla=${villa.id}`,
      { intent: "villa.delete", id: villa.id },
      content,
    );
    expect(asked.status).toBe(400);
    const askedHtml = (await asked.text()).replaceAll("&#x27;", "'");
    expect(askedHtml).toContain(`Delete ${villa.name}?`);
    expect(askedHtml).toContain("leaves the catalogue for good");
    expect(askedHtml).toContain(`Confirm deleting ${villa.name}`);
    const deleted = await postPage(
      site,
      `/admin/catalogue?editVilla=${villa.id}`,
      { intent: "villa.delete", id: villa.id, confirmed: "yes" },
      content,
    );
    expect(deleted.status).toBe(409);
    expect(await deleted.text()).toContain(m.villaInUse);
    await site.app.services.pageCache.checkCatalogue(true);

    expect(await statusOf(`/property-details/${villa.id}`)).toBe(404);
    expect(await (await open(`/property-number/${type.slug}`)).text()).not.toContain(villa.name);
    expect(await (await open(search)).text()).not.toContain(villa.id);
    expect(await (await open("/sitemap.xml")).text()).not.toContain(villa.id);
    const dashboard = await open("/dashboard", holder);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(villa.name);
  });

  it("adds, renames and removes an option and a block on the lists page without JavaScript", async () => {
    const added = await postPage(
      site,
      "/admin/catalogue/lists",
      { intent: "option.save", list: "occupations", name: "Potter", sort_order: "3" },
      content,
    );
    expect(added.status).toBe(302);
    const [row] = await site.database.db.select().from(occupations).where(eq(occupations.name, "Potter"));
    expect(row.sortOrder).toBe(3);
    const removed = await postPage(
      site,
      "/admin/catalogue/lists",
      { intent: "option.delete", list: "occupations", id: row.id },
      content,
    );
    expect(removed.status).toBe(302);
    const block = await postPage(
      site,
      "/admin/catalogue/lists",
      { intent: "block.save", block_name: "Durga", block_number: "12" },
      content,
    );
    expect(block.status).toBe(302);
    const clash = await postPage(
      site,
      "/admin/catalogue/lists",
      { intent: "block.save", block_name: "Twin", block_number: "12" },
      content,
    );
    expect(clash.status).toBe(409);
    expect(await clash.text()).toContain(m.blockNumberTaken);
  });
  it("an unpublished kind of home answers 404 on its page and leaves the list of homes, until it is published again", async () => {
    const [type] = await site.database.db.select().from(propertyTypes).where(eq(propertyTypes.slug, "nature-house"));
    expect(await statusOf("/property-number/nature-house")).toBe(200);
    expect(await (await open("/property-list")).text()).toContain("/property-number/nature-house");
    const hidden = await postPage(
      site,
      "/admin/catalogue",
      { intent: "type.publish", id: type.id, published: "false" },
      content,
    );
    expect(hidden.status).toBe(302);
    await site.app.services.pageCache.checkCatalogue(true);
    expect(await statusOf("/property-number/nature-house")).toBe(404);
    expect(await (await open("/property-list")).text()).not.toContain("/property-number/nature-house");
    await postPage(site, "/admin/catalogue", { intent: "type.publish", id: type.id, published: "true" }, content);
    await site.app.services.pageCache.checkCatalogue(true);
    expect(await statusOf("/property-number/nature-house")).toBe(200);
  });
  it("creates a kind of home with an image posted in the form without JavaScript (multipart): stored and rendered", async () => {
    const form = new FormData();
    const fields: Record<string, string> = {
      intent: "type.save",
      name: "River Cabins",
      slug: "river-cabins",
      image: "",
      category_name: "Cabin",
      size: "900 sq ft",
      about: "Cabins by the river.",
      description: "Wooden cabins on the Narmada's bank.",
      features: "<em>River</em> deck\nWood stove",
      sort_order: "9",
      published: "on",
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("locations", "Amarkantak");
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#335577" } })
      .png()
      .toBuffer();
    form.append("image_file", new Blob([new Uint8Array(png)], { type: "image/png" }), "river.png");
    const res = await fetch(`${site.url}/admin/catalogue?editType=new`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: site.url, cookie: `token=${content.token}` },
      body: form,
    });
    expect(
      res.status,
      await res
        .clone()
        .text()
        .then((t) => t.slice(0, 200)),
    ).toBe(302);
    const [type] = await site.database.db.select().from(propertyTypes).where(eq(propertyTypes.slug, "river-cabins"));
    expect(type.image).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    expect(type.features).toEqual(["<em>River</em> deck", "Wood stove"]);
    const page = await (await open("/property-number/river-cabins")).text();
    expect(page).toContain(`/media/${type.image}-1600.webp`);
    // the files themselves are served by the media module's /media/uploads/ (office-routes.test.ts reads one back)
  });
});
