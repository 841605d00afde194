import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url.server.ts";

describe("pageUrl", () => {
  it("gives a data request's page address: without .data, _routes and index", () => {
    expect(pageUrl(new Request("http://club.test/join-club.data?_routes=routes%2Fredirect")).toString()).toBe(
      "http://club.test/join-club",
    );
    expect(pageUrl(new Request("http://club.test/_root.data?index&q=1")).toString()).toBe("http://club.test/?q=1");
    expect(
      pageUrl(new Request("http://club.test/properties.data?location=Solan&checkIn=x")).searchParams.get("location"),
    ).toBe("Solan");
  });

  it("leaves a page's own address as it is", () => {
    expect(pageUrl(new Request("http://club.test/admin/audit?index=2")).toString()).toBe(
      "http://club.test/admin/audit?index=2",
    );
  });
});
