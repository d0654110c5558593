import { describe, expect, it } from "vitest";
import { CAR_FACT_LABELS, carFacts } from "./car-facts";

describe("carFacts", () => {
  it("prefers the simple transmission and body, and writes the odometer in km", () => {
    const facts = carFacts({
      km: 45210,
      simple_transmission: "Automatic",
      trans: "6 SP AUTOMATIC",
      simple_body: "SUV",
      bodyconfiguration: "WAGON",
    });
    expect(facts.map((f) => CAR_FACT_LABELS[f.icon])).toEqual(["Odometer", "Transmission", "Body"]);
    expect(facts[0]?.text).toBe("45,210 kms");
    expect(facts.slice(1).map((f) => f.text)).toEqual(["Automatic", "SUV"]);
  });

  it("falls back to the feed's words and leaves out a fact the car does not have", () => {
    const facts = carFacts({
      km: 0,
      simple_transmission: null,
      trans: "MANUAL",
      simple_body: null,
      bodyconfiguration: null,
    });
    expect(facts.map((f) => f.text).slice(1)).toEqual(["MANUAL"]);
    expect(facts.some((f) => f.icon === "body")).toBe(false);
  });
});
