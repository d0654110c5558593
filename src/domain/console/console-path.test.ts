import { describe, expect, it } from "vitest";
import { isConsolePath } from "./console-path";

describe("console path", () => {
  it("is /admin and below, not the API or a page that merely starts alike", () => {
    for (const path of ["/admin", "/admin/", "/admin/leads", "/admin/leads.csv", "/admin/leads/1"])
      expect(isConsolePath(path), path).toBe(true);
    for (const path of ["/", "/administration", "/api/admin/leads", "/admins", "/cars/admin"])
      expect(isConsolePath(path), path).toBe(false);
  });
});
