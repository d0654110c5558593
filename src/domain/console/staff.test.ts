import { describe, expect, it } from "vitest";
import { findStaff, inLeadScope, leadScope, mayDo, type StaffMember, stockScope } from "./staff";

const owner: StaffMember = { email: "Owner@Example.com", role: "owner" };
const sales: StaffMember = { email: "sales@example.com", role: "sales", locations: ["north"] };
const roamingSales: StaffMember = { email: "roam@example.com", role: "sales" };
const localManager: StaffMember = { email: "m@example.com", role: "manager", locations: ["south"] };

describe("staff", () => {
  it("finds a member by email, whatever its case and spaces", () => {
    expect(findStaff([owner, sales], "  owner@example.COM ")).toBe(owner);
    expect(findStaff([owner, sales], "nobody@example.com")).toBeNull();
    expect(findStaff([], "owner@example.com")).toBeNull();
  });

  it("lets owners, managers and sales read leads, retry and follow up; only owners read the audit", () => {
    for (const member of [owner, sales, localManager]) {
      expect(mayDo(member, "read-leads")).toBe(true);
      expect(mayDo(member, "retry-delivery")).toBe(true);
      expect(mayDo(member, "change-follow-up")).toBe(true);
    }
    expect(mayDo(owner, "read-audit")).toBe(true);
    expect(mayDo(localManager, "read-audit")).toBe(false);
    expect(mayDo(sales, "read-audit")).toBe(false);
  });

  it("scopes members with locations to them, sales without locations to nothing", () => {
    expect(leadScope(owner)).toEqual({ kind: "site" });
    expect(leadScope(sales)).toEqual({ kind: "locations", slugs: ["north"] });
    expect(leadScope(localManager)).toEqual({ kind: "locations", slugs: ["south"] });
    expect(leadScope(roamingSales)).toEqual({ kind: "locations", slugs: [] });
    expect(leadScope({ ...owner, locations: [] })).toEqual({ kind: "site" });
  });

  it("keeps leads without a location to members who see the whole site", () => {
    expect(inLeadScope(leadScope(owner), null)).toBe(true);
    expect(inLeadScope(leadScope(owner), "north")).toBe(true);
    expect(inLeadScope(leadScope(sales), "north")).toBe(true);
    expect(inLeadScope(leadScope(sales), "south")).toBe(false);
    expect(inLeadScope(leadScope(sales), null)).toBe(false);
    expect(inLeadScope(leadScope(roamingSales), "north")).toBe(false);
  });

  it("lets every role read stock; only owners and managers hide, show and upload", () => {
    for (const member of [owner, localManager, sales, roamingSales])
      expect(mayDo(member, "read-stock")).toBe(true);
    expect(mayDo(owner, "change-stock")).toBe(true);
    expect(mayDo(localManager, "change-stock")).toBe(true);
    expect(mayDo(sales, "change-stock")).toBe(false);
    expect(mayDo(roamingSales, "change-stock")).toBe(false);
  });

  it("lets every role read delivery health; only owners and managers send a test lead", () => {
    for (const member of [owner, localManager, sales, roamingSales])
      expect(mayDo(member, "read-delivery")).toBe(true);
    expect(mayDo(owner, "send-test-lead")).toBe(true);
    expect(mayDo(localManager, "send-test-lead")).toBe(true);
    expect(mayDo(sales, "send-test-lead")).toBe(false);
    expect(mayDo(roamingSales, "send-test-lead")).toBe(false);
  });

  it("shows a member with locations only their cars, anyone else the whole site's stock", () => {
    expect(stockScope(sales)).toEqual({ kind: "locations", slugs: ["north"] });
    expect(stockScope(localManager)).toEqual({ kind: "locations", slugs: ["south"] });
    expect(stockScope(roamingSales)).toEqual({ kind: "site" });
    expect(stockScope(owner)).toEqual({ kind: "site" });
    expect(inLeadScope(stockScope(sales), null)).toBe(false);
  });
});
