import { describe, expect, it } from "vitest";
import { licenceLabel } from "./licence";

describe("licenceLabel", () => {
  it("adds the prefix once", () => {
    expect(licenceLabel("MRB", "57417")).toBe("MRB 57417");
    expect(licenceLabel("MRB", "MRB 57417")).toBe("MRB 57417");
    expect(licenceLabel("DL", " dl 3035704 ")).toBe("dl 3035704");
    expect(licenceLabel("DL", "MD985036")).toBe("DL MD985036");
  });
  it("prints nothing for a missing number", () => {
    expect(licenceLabel("DL", null)).toBeNull();
    expect(licenceLabel("MRB", "  ")).toBeNull();
  });
});
