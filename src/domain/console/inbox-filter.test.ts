import { describe, expect, it } from "vitest";
import { dateBounds, inboxHref, inboxQuery, parseInboxFilter, searchTerms } from "./inbox-filter";

const parse = (query: string) => parseInboxFilter(new URLSearchParams(query));

describe("inbox filter", () => {
  it("reads every filter from the address", () => {
    expect(
      parse(
        "form=test-drive&location=north-shore&delivery=failed&followUp=contacted&from=2026-03-01&to=2026-03-31&q=%20Jane%20%20Ng%20&page=3",
      ),
    ).toEqual({
      form: "test-drive",
      location: "north-shore",
      delivery: "failed",
      followUp: "contacted",
      from: "2026-03-01",
      to: "2026-03-31",
      q: "Jane Ng",
      page: 3,
    });
  });

  it("drops what is invalid and keeps the rest", () => {
    expect(parse("")).toEqual({});
    expect(
      parse(
        "form=spam&location=../x&delivery=lost&followUp=maybe&from=2026-02-30&to=31/03/2026&q=%20%20&page=0",
      ),
    ).toEqual({});
    expect(parse("page=-1&q=ok")).toEqual({ q: "ok" });
    expect(parse("page=2.5&delivery=pending")).toEqual({ delivery: "pending" });
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });

  it("leaves test leads out unless asked to include them or show only them", () => {
    expect(parse("test=include")).toEqual({ test: "include" });
    expect(parse("test=only&delivery=failed")).toEqual({ test: "only", delivery: "failed" });
    expect(parse("test=yes")).toEqual({});
    expect(inboxQuery({ test: "only", q: "T-1" })).toBe("q=T-1&test=only");
  });

  it("writes the address back in a fixed order, page 1 left out", () => {
    const cases = [
      {},
      { q: "Jane" },
      { form: "finance", page: 2 },
      { delivery: "failed", followUp: "new", from: "2026-01-01", to: "2026-01-31" },
      { location: "north", q: "0412 345 678", page: 7 },
    ] as const;
    for (const filter of cases) expect(parse(inboxQuery(filter))).toEqual(filter);
    expect(inboxHref("/admin/leads", { page: 1 })).toBe("/admin/leads");
    expect(inboxHref("/admin/leads", { q: "a b", form: "parts" })).toBe(
      "/admin/leads?form=parts&q=a+b",
    );
  });

  it("covers whole days in the site's time zone", () => {
    expect(dateBounds({}, "Australia/Adelaide")).toEqual({ since: null, until: null });
    const bounds = dateBounds({ from: "2026-03-01", to: "2026-03-01" }, "Australia/Sydney");
    // Sydney is UTC+11 in March (daylight time).
    expect(bounds.since?.toISOString()).toBe("2026-02-28T13:00:00.000Z");
    expect(bounds.until?.toISOString()).toBe("2026-03-01T13:00:00.000Z");
    expect(dateBounds({ to: "2026-06-30" }, "Australia/Perth").until?.toISOString()).toBe(
      "2026-06-30T16:00:00.000Z",
    );
  });

  it("searches phone numbers by their digits, +61 as 0", () => {
    expect(searchTerms("Jane")).toEqual({ text: "jane", digits: null });
    expect(searchTerms("0412 345 678")).toEqual({ text: "0412 345 678", digits: "0412345678" });
    expect(searchTerms("+61 412 345 678").digits).toBe("0412345678");
    expect(searchTerms("12").digits).toBeNull();
  });
});
