import { describe, expect, it } from "vitest";
import { LEAD_KINDS } from "../leads/lead";
import { formLabel } from "./form-labels";

describe("form labels", () => {
  it("names every form", () => {
    expect(formLabel("test-drive")).toBe("Test drive");
    expect(formLabel("request-photos")).toBe("Photo request");
    for (const kind of LEAD_KINDS) expect(formLabel(kind)).toMatch(/^[A-Z]/);
  });
});
