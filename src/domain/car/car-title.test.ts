import { describe, expect, it } from "vitest";
import { carDisplayName, carFullTitle, carSubtitle, carTitle } from "./car-title";

const car = {
  year: 2021,
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  series: "ZWE211R",
};

describe("car naming", () => {
  it("titles a car by year, make and model", () => {
    expect(carTitle(car)).toBe("2021 Toyota Corolla");
  });

  it("subtitles it by badge and series, leaving out what is missing", () => {
    expect(carSubtitle(car)).toBe("Ascent Sport ZWE211R");
    expect(carSubtitle({ badge: null, series: "ZWE211R" })).toBe("ZWE211R");
    expect(carSubtitle({ badge: null, series: null })).toBe("");
  });

  it("writes title and subtitle together as the full title", () => {
    expect(carFullTitle(car)).toBe("2021 Toyota Corolla Ascent Sport ZWE211R");
    expect(carFullTitle({ ...car, badge: null, series: null })).toBe("2021 Toyota Corolla");
  });

  it("names it by the feed's full name, else by its title", () => {
    expect(carDisplayName({ ...car, name: "2021 Toyota Corolla Ascent Sport" })).toBe(
      "2021 Toyota Corolla Ascent Sport",
    );
    expect(carDisplayName({ ...car, name: "  " })).toBe("2021 Toyota Corolla");
  });
});
