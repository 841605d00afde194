import { afterEach, describe, expect, it, vi } from "vitest";
import { firstPropertyPath } from "./auth-api";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("firstPropertyPath", () => {
  it("leads to the first property's application", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { data: [{ _id: "p-1" }, { _id: "p-2" }] })),
    );
    expect(await firstPropertyPath()).toBe("/registration/p-1");
  });

  it("is null without properties, on an error answer and when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { data: [] })),
    );
    expect(await firstPropertyPath()).toBeNull();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { message: "Please sign in to continue." })),
    );
    expect(await firstPropertyPath()).toBeNull();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await firstPropertyPath()).toBeNull();
  });
});
