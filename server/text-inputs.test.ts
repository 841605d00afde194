import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifySchema } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { addClubDays, clubToday } from "../common/club-time.ts";
import { messages } from "../common/messages.ts";
import { textMessages } from "../common/text.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openTestApp, type TestApp } from "./test/app.ts";
import { openTestDatabase } from "./test/database.ts";
import { createMember, kycPayload, seededChoices, type TestMember } from "./test/members.ts";

/**
 * A control character in any text input answers 400 with a message naming the field, on
 * either database, instead of reaching the database (a NUL gave 500 and a log of every bound parameter).
 */

const CONTROL_MESSAGE = / must not contain control characters\.$/;
const refused = (label: string) => `${messages.invalidRequest} (${label})`;
/** A two-night stay a month from the club's today: inside the guests' booking window. */
const checkIn = addClubDays(clubToday(), 30);
const checkOut = addClubDays(checkIn, 2);

describe("the six reproductions of the issue", () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await openTestApp();
    member = await createMember(t);
  });
  afterAll(() => t?.close());

  const expectRefused = (res: { statusCode: number; json(): { message: string } }, field: string, label: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(refused(`${field}: ${textMessages.controlCharacters(label)}`));
  };

  it("a villa list for a slug with a NUL (anonymous)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/property/getProperties?slug=farm%00villa" });
    expectRefused(res, "slug", "the kind of home");
  });

  it("a villa search for a kind of home with a NUL", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/property/search?location=Solan&checkIn=${checkIn}&checkOut=${checkOut}&propertyType=a%00`,
    });
    expectRefused(res, "propertyType", "the kind of home");
  });

  it("a sign-up name with a NUL", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "nul-name@example.org", password: "lotus-pond-42", name: "Asha\u0000Verma", otp: "1234" },
    });
    expectRefused(res, "name", "the name");
  });

  it("a KYC father's name with a NUL", async () => {
    const choices = await seededChoices(t);
    const payload = {
      ...kycPayload(choices, "/files/00000000-0000-4000-8000-000000000000"),
      father_name: "Ravi\u0000Verma",
    };
    const res = await t.app.inject({
      method: "POST",
      url: `/api/registration/kyc/${choices.villa.id}`,
      headers: member.headers,
      payload,
    });
    expectRefused(res, "father_name", "your father's name");
  });

  it("a bank account holder with a NUL", async () => {
    const payload = {
      accountHolder: "Asha\u0000Verma",
      bankName: "State Bank of India",
      accountNumber: "123456789012",
      ifsc: "SBIN0001234",
    };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/claims/bank-accounts",
      headers: member.headers,
      payload,
    });
    expectRefused(res, "accountHolder", "the account holder's name");
  });

  it("a stay guest's first name with a NUL", async () => {
    const { villa } = await seededChoices(t, 2);
    const guest = {
      bookingFor: "myself",
      title: "Mrs.",
      firstName: "Asha\u0000",
      lastName: "Verma",
      phone: "+91 98765 43210",
      email: "asha@example.in",
      agreeTerms: true,
    };
    const payload = {
      propertyId: villa.id,
      checkIn,
      checkOut,
      adults: 1,
      children: 0,
      guest,
      paymentMethod: "cod",
    };
    const res = await t.app.inject({ method: "POST", url: "/api/bookings", headers: member.headers, payload });
    expectRefused(res, "guest.firstName", "the first name");
  });

  it("a multi-line field keeps its line breaks but not other control characters", async () => {
    const choices = await seededChoices(t);
    const base = kycPayload(choices, "/files/00000000-0000-4000-8000-000000000000");
    const bell = await t.app.inject({
      method: "POST",
      url: `/api/registration/kyc/${choices.villa.id}`,
      headers: member.headers,
      payload: { ...base, current_address: "12 Mall Road\u0007" },
    });
    expectRefused(bell, "current_address", "your current address");
    const lines = await t.app.inject({
      method: "POST",
      url: `/api/registration/kyc/${choices.villa.id}`,
      headers: member.headers,
      payload: { ...base, current_address: "12 Mall Road\r\nSolan" },
    });
    // past the rule: the made-up document address is what is refused now
    expect(lines.json().message).not.toMatch(CONTROL_MESSAGE);
  });
});

// ── every text input of every API route ──────────────────────────────────────────────────────────

type Schema = z.ZodType;
const defOf = (schema: Schema) =>
  (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

/** Whether a value given to the schema can end up checked as a string. */
function takesText(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === "string") return true;
  if (WRAPPERS.has(def.type)) return takesText(def.innerType as Schema);
  if (def.type === "pipe") return takesText(def.in as Schema) || takesText(def.out as Schema);
  if (def.type === "union") return (def.options as Schema[]).some(takesText);
  return false;
}

/** The text fields of a request schema, by path ("guest.firstName", "family_details.0.relation"). */
function textFields(schema: Schema, path: string[] = []): { path: string; schema: Schema }[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return textFields(def.innerType as Schema, path);
  if (def.type === "object")
    return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
      textFields(field, [...path, key]),
    );
  if (def.type === "array") return textFields(def.element as Schema, [...path, "0"]);
  // a record's keys are names, not text; its values are checked where they are used (conveyance's nominee)
  if (def.type === "record") return textFields(def.valueType as Schema, [...path, "*"]);
  if (def.type === "pipe" && defOf(def.in as Schema).type === "object") return textFields(def.in as Schema, path);
  return takesText(schema) ? [{ path: path.join("."), schema }] : [];
}

describe("every text input of every API route", () => {
  const fields: { route: string; path: string; schema: Schema }[] = [];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "club-test-data-")), NODE_ENV: "test" });
    const app = await buildApp({
      config,
      database,
      prepare: async (instance) => {
        instance.addHook("onRoute", (route) => {
          const schema = route.schema as FastifySchema | undefined;
          for (const part of ["params", "querystring", "body"] as const) {
            const request = schema?.[part] as Schema | undefined;
            if (!request || !("_zod" in (request as object))) continue;
            for (const field of textFields(request))
              fields.push({ route: `${[route.method].flat().join(",")} ${route.url} ${part}`, ...field });
          }
        });
      },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it("finds the text inputs of the issue among them", () => {
    const paths = fields.map((f) => `${f.route} ${f.path}`);
    for (const expected of [
      "GET /api/property/getProperties querystring slug",
      "GET /api/property/search querystring propertyType",
      "POST /api/auth/register body name",
      "POST /api/registration/kyc/:propertyId body father_name",
      "POST /api/claims/bank-accounts body accountHolder",
      "POST /api/bookings body guest.firstName",
    ]) {
      expect(paths).toContain(expected);
    }
    expect(fields.length).toBeGreaterThan(80);
  });

  it("refuses NUL, ESC and DEL in each of them with the rule's message", () => {
    const missed: string[] = [];
    for (const field of fields) {
      for (const value of ["farm\u0000villa", "farm\u001Bvilla", "farm\u007Fvilla"]) {
        const result = field.schema.safeParse(value);
        if (result.success || !result.error.issues.some((issue) => CONTROL_MESSAGE.test(issue.message)))
          missed.push(`${field.route} ${field.path} ${JSON.stringify(value)}`);
      }
    }
    expect(missed).toEqual([]);
  });
});
