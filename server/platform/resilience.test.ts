import { request as httpRequest } from "node:http";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../common/messages.ts";
import { buildDir, mediaDir } from "../start.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  seededChoices,
  upload,
  verifyAwaiting,
  type TestMember,
} from "../test/members.ts";
import { openTestSite, type TestSite } from "../test/site.ts";
import { SITE_BODY_LIMIT } from "../web.ts";

let site: TestSite;
let member: TestMember;
let fileUrl: string;
let invoiceUrl: string;
beforeAll(async () => {
  site = await openTestSite();
  // a member with a stored file and a paid step's invoice, to abort their downloads too
  member = await createMember(site);
  const json = (method: "POST" | "PUT", url: string, payload: object) =>
    site.app.inject({ method, url, payload, headers: member.headers });
  const stored = await upload(site.app, member, "/api/upload/upload-doc", "document", {
    name: "id.pdf",
    bytes: await fixtures.pdf(),
  });
  fileUrl = stored.json().url;
  const choices = await seededChoices(site, 5);
  expect(
    (await json("POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, fileUrl))).statusCode,
  ).toBe(200);
  expect((await json("POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
  const plan = await json("POST", `/api/payment-details/${choices.villa.id}`, {
    payment_mode: "flexible",
    payment_steps: 2,
    total_amount: choices.villa.price,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  const receipt = await upload(site.app, member, "/api/upload/upload-doc", "document", {
    name: "r.png",
    bytes: await fixtures.png(),
    type: "image/png",
  });
  const paid = await json("PUT", `/api/payment-details/${choices.villa.id}/step/1`, {
    payment_receipt_url: receipt.json().url,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  // the invoice is issued once accounts verify the receipt
  await verifyAwaiting(site, plan.json().data._id);
  const verified = await json("PUT", `/api/payment-details/${choices.villa.id}/step/1`, {
    payment_receipt_url: receipt.json().url,
  });
  invoiceUrl = verified.json().data.steps[0].invoice_url;
  expect(invoiceUrl).toMatch(/\/invoice$/);
});
afterAll(async () => {
  await site?.close();
});

/** Sends a request and hangs up: after `afterMs`, or as soon as the first bytes of the body arrive. */
function hangUp(path: string, headers: Record<string, string>, afterMs?: number): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(`${site.url}${path}`, { headers });
    const done = () => {
      req.destroy();
      resolve();
    };
    req.on("error", () => resolve());
    req.on("response", (res) => {
      res.once("data", done);
      res.once("end", done);
    });
    if (afterMs !== undefined) setTimeout(done, afterMs);
    req.end();
  });
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers });

describe("no client behaviour ends the process", () => {
  it("clients hanging up mid-answer on every kind of answer leave the server answering", async () => {
    const asset = readdirSync(join(buildDir, "client", "assets")).find((f) => f.endsWith(".js"))!;
    const artwork = readdirSync(mediaDir, { recursive: true, encoding: "utf8" }).find((f) => f.endsWith(".webp"))!;
    const auth = { authorization: member.headers.authorization };
    const answers: Array<[string, Record<string, string>]> = [
      ["/", {}],
      ["/why-trust-us", {}],
      ["/property-list", {}],
      ["/api/property/getProperties?slug=farm-villa", {}],
      ["/api/propertyType/getPropertyType", {}],
      [`/assets/${asset}`, {}],
      [`/media/${artwork}`, {}],
      [fileUrl, auth],
      [invoiceUrl, auth],
      ["/no-such-page", {}],
    ];
    for (const encoding of ["br", "gzip", "identity"]) {
      for (const [path, headers] of answers) {
        await Promise.all([
          hangUp(path, { "accept-encoding": encoding, ...headers }),
          hangUp(path, { "accept-encoding": encoding, ...headers }, 1),
          hangUp(path, { "accept-encoding": encoding, ...headers }, 15),
        ]);
      }
    }
    // the process is alive and every kind of answer still works
    expect((await get("/api/health")).status).toBe(200);
    for (const [path, headers] of answers.slice(0, -1)) {
      const res = await get(path, { "accept-encoding": "br", ...headers });
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
    }
  });
});

describe("request bodies and unknown API addresses", () => {
  it("a site form post over the limit answers 413 at once, before it is read", async () => {
    const big = "a".repeat(SITE_BODY_LIMIT + 1);
    const res = await fetch(`${site.url}/donate-now`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: big,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(messages.bodyTooLarge);
    // a form post of the usual size is still handled by the page
    const small = await fetch(`${site.url}/donate-now`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Asha",
    });
    expect(small.status).toBe(400);
    expect(small.headers.get("content-type")).toContain("text/html");
  });

  it("every /api address answers the JSON envelope, never the site's page", async () => {
    for (const [method, path] of [
      ["GET", "/api/nonexistent"],
      ["POST", "/api/finalReview/"],
      ["DELETE", "/api/auth/login"],
      ["GET", "/api"],
    ]) {
      const res = await fetch(`${site.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect((await res.json()).message).toContain(messages.routeNotFound);
    }
  });
});
