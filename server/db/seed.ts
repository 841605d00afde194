import { hash as hashPassword } from "@node-rs/argon2";
import { count, sql } from "drizzle-orm";
import { BLOCKS } from "../../common/catalogue.ts";
import { DEMO_OFFICE_ACCOUNTS, DEMO_OFFICE_PASSWORD } from "../../common/office.ts";
import { DEMO_CLUB_SETTINGS } from "../../common/club-settings.ts";
import { sanitizeFeatureHtml } from "../modules/catalogue/feature-html.ts";
import type { Db } from "./open.ts";
import {
  blocks,
  clubSettings,
  users,
  occupations,
  properties,
  propertyTypes,
  programmeItems,
  programmeSessions,
  qualifications,
  verificationDocTypes,
} from "./schema.ts";
import {
  seedOccupations,
  seedPropertyTypes,
  seedQualifications,
  seedVerificationDocTypes,
  seedVillas,
} from "./seed-data.ts";
import { seedTypeHindiOf, seedVillaHindi } from "./seed-data-hindi.ts";
import { SEED_PROGRAMME, seedItemRow, seedSessionsOf } from "./seed-programme.ts";
import { clubToday } from "../../common/club-time.ts";
import { seedDemoReviews } from "./seed-reviews.ts";

const villaHindiColumns = (hindi: ReturnType<typeof seedVillaHindi>) => ({
  nameHi: hindi.name,
  highlightsHi: hindi.highlights,
  amenitiesHi: hindi.amenities,
});

/** Any number: it only has to be the same for every instance that seeds. */
const SEED_LOCK = 724_311;

export interface SeedReport {
  referenceRows: number;
  demoSeeded: boolean;
  types: number;
  villas: number;
  /** The demo office's accounts made in this seed (common/office.ts DEMO_OFFICE_ACCOUNTS), one per staff role. */
  officeAccounts: number;
}

/**
 * Reference data (blocks and the option lists) is always made complete; the demo catalogue is loaded
 * only into an empty catalogue, unless seedDemo is false. One transaction, under an advisory lock so
 * two instances starting together do not both seed.
 */
export async function seedDatabase(db: Db, seedDemo: boolean | undefined): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    let referenceRows = 0;
    const add = (rows: unknown[]) => (referenceRows += rows.length);
    add(
      await tx
        .insert(blocks)
        .values(BLOCKS.map((b) => ({ blockName: b.name, blockNumber: b.number })))
        .onConflictDoNothing()
        .returning({ id: blocks.id }),
    );
    for (const [table, names] of [
      [occupations, seedOccupations],
      [qualifications, seedQualifications],
      [verificationDocTypes, seedVerificationDocTypes],
    ] as const) {
      add(
        await tx
          .insert(table)
          .values(names.map((name, i) => ({ name, sortOrder: i })))
          .onConflictDoNothing()
          .returning({ id: table.id }),
      );
    }

    const [{ n: existingTypes }] = await tx.select({ n: count() }).from(propertyTypes);
    if (seedDemo === false || existingTypes > 0) {
      return { referenceRows, demoSeeded: false, types: 0, villas: 0, officeAccounts: 0 };
    }

    const sanitized = (features: string[]) => Promise.all(features.map(sanitizeFeatureHtml));
    const features = await Promise.all(seedPropertyTypes.map((t) => sanitized(t.features)));
    // the demo catalogue comes with its Hindi version (decision 046), sanitised as the office's would be
    const hindi = seedPropertyTypes.map(seedTypeHindiOf);
    const featuresHi = await Promise.all(hindi.map((h) => sanitized(h.features)));
    const typeRows = await tx
      .insert(propertyTypes)
      .values(
        seedPropertyTypes.map((t, i) => ({
          name: t.name,
          slug: t.slug,
          aliases: t.aliases,
          image: t.image,
          categoryName: t.categoryName,
          size: t.size,
          features: features[i],
          about: t.about,
          description: t.description,
          locations: t.locations,
          sortOrder: i,
          nameHi: hindi[i].name,
          categoryNameHi: hindi[i].categoryName,
          sizeHi: hindi[i].size,
          featuresHi: featuresHi[i],
          aboutHi: hindi[i].about,
          descriptionHi: hindi[i].description,
        })),
      )
      .returning({ id: propertyTypes.id, slug: propertyTypes.slug });
    const typeId = new Map(typeRows.map((t) => [t.slug, t.id]));
    const blockRows = await tx.select({ id: blocks.id, number: blocks.blockNumber }).from(blocks);
    const blockId = new Map(blockRows.map((b) => [b.number, b.id]));

    const villaRows = seedVillas.map((v) => ({
      ...villaHindiColumns(seedVillaHindi(v)),
      propertyTypeId: typeId.get(v.typeSlug)!,
      blockId: v.blockNumber === null ? null : blockId.get(v.blockNumber)!,
      name: v.name,
      image: v.image,
      sqft: v.sqft,
      bedrooms: v.bedrooms,
      // who the villa sleeps: two adults a bedroom, plus two children
      maxAdults: Math.min(20, Math.max(2, 2 * v.bedrooms)),
      maxChildren: 2,
      kitchen: v.kitchen,
      livingArea: v.livingArea,
      highlights: v.highlights,
      villaNumber: v.villaNumber,
      view: v.view,
      constructionStatus: v.constructionStatus,
      price: v.price,
      pricePerNight: v.pricePerNight,
      location: v.location,
      gallery: v.gallery,
      amenities: v.amenities,
    }));
    await tx.insert(properties).values(villaRows);
    // the demo office: one account per staff role, all with the one documented demo password (hashed once)
    const passwordHash = await hashPassword(DEMO_OFFICE_PASSWORD);
    const office = await tx
      .insert(users)
      .values(
        DEMO_OFFICE_ACCOUNTS.map((account) => ({
          name: account.name,
          email: account.email,
          role: account.role,
          passwordHash,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    // the demo club's settings: plainly fake (Example Bank, account 000000000000, club@example), so no one pays into them
    const d = DEMO_CLUB_SETTINGS;
    await tx
      .insert(clubSettings)
      .values({
        legalName: d.legal_name,
        address: d.address,
        state: d.state,
        pan: d.pan,
        gstin: d.gstin,
        bankAccountName: d.bank_account_name,
        bankName: d.bank_name,
        bankBranch: d.bank_branch,
        bankAccountNumber: d.bank_account_number,
        bankIfsc: d.bank_ifsc,
        upiId: d.upi_id,
        registration12a80gNumber: d.registration_12a_80g_number,
        registration12a80gDate: d.registration_12a_80g_date,
      })
      .onConflictDoNothing();
    // the demo programme: the home page's events and the Vedic courses, dated from today, published
    const today = clubToday();
    for (const item of SEED_PROGRAMME) {
      const [row] = await tx.insert(programmeItems).values(seedItemRow(item)).returning({ id: programmeItems.id });
      await tx.insert(programmeSessions).values(seedSessionsOf(item, today).map((s) => ({ ...s, itemId: row.id })));
    }
    // stays that ended and were reviewed: a few villas with real published reviews (decision 053)
    await seedDemoReviews(tx, today, DEMO_OFFICE_ACCOUNTS.find((a) => a.role === "front-office")!.email);
    return {
      referenceRows,
      demoSeeded: true,
      types: typeRows.length,
      villas: villaRows.length,
      officeAccounts: office.length,
    };
  });
}
