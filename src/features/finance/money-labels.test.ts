import { describe, expect, it } from "vitest";
import { centsText, moneyText, rateText, shortMoney, yearsText } from "./money-labels";

describe("money labels", () => {
  it("shortens quick-pick amounts", () => {
    expect(shortMoney(0)).toBe("$0");
    expect(shortMoney(500)).toBe("$500");
    expect(shortMoney(5000)).toBe("$5k");
    expect(shortMoney(2500)).toBe("$2.5k");
    expect(shortMoney(70000)).toBe("$70k");
    expect(shortMoney(250000)).toBe("$250k");
  });

  it("words terms and rates", () => {
    expect(yearsText(1)).toBe("1 year");
    expect(yearsText(4.5)).toBe("4.5 years");
    expect(rateText(10)).toBe("10% p.a.");
    expect(rateText(8.499)).toBe("8.5% p.a.");
    expect(rateText(5.99)).toBe("5.99% p.a.");
  });

  it("prints fees to the cent only when there are cents", () => {
    expect(moneyText(1300)).toBe("$1,300");
    expect(moneyText(1360.5)).toBe("$1,360.50");
    expect(moneyText(912.25)).toBe("$912.25");
    expect(moneyText(6)).toBe("$6");
  });

  it("prints running costs to the cent", () => {
    expect(centsText(42.5)).toBe("$42.50");
    expect(centsText(2210)).toBe("$2,210.00");
    expect(centsText(0.05)).toBe("$0.05");
  });
});
