import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../common/club-time.ts";
import { openTestSite, type TestSite } from "../test/site.ts";

/*
 * A page request whose client hangs up before the answer stops: its loaders' signal aborts, the villa search starts
 * no further query, and nothing is rendered for nobody (decision 029).
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => site?.close());

const until = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe("a dated search whose client hung up", () => {
  it("aborts its signal and starts no further database work", async () => {
    const services = site.app.services;
    const search = services.catalogue.searchProperties;
    const calls: { signal?: AbortSignal; outcome?: "answered" | "stopped" | "failed" }[] = [];
    // the search is reached while the client hangs up (as when it waits behind other requests' database work)
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    services.catalogue.searchProperties = async (query, signal) => {
      const call: (typeof calls)[number] = { signal };
      calls.push(call);
      await released;
      try {
        const result = await search(query, signal);
        call.outcome = "answered";
        return result;
      } catch (error) {
        call.outcome = (error as Error).name === "AbortError" ? "stopped" : "failed";
        throw error;
      }
    };
    try {
      const checkIn = addClubDays(clubToday(), 40);
      const { port } = new URL(site.url);
      const socket = connect(Number(port), "127.0.0.1");
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      socket.write(
        `GET /properties?location=rishikesh&checkIn=${checkIn}&checkOut=${addClubDays(checkIn, 2)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      );
      await until(() => calls.length === 1, "the search to start");
      expect(calls[0].signal?.aborted).toBe(false);
      socket.destroy();
      await until(() => calls[0].signal?.aborted === true, "the request's signal to abort");
    } finally {
      release();
    }
    await until(() => calls[0].outcome !== undefined, "the search to end");
    expect(calls[0].outcome).toBe("stopped");
    services.catalogue.searchProperties = search;
  });
});
