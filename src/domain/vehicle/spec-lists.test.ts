import { describe, expect, it } from "vitest";
import { testCar } from "@/domain/search/test-car.test-support";
import { detailRows, featureList, LISTS, specificationRows } from "./spec-lists";

describe("specificationRows", () => {
  it("lists what the car has, in order, leaving out missing values", () => {
    const car = testCar({
      id: 1,
      bodyconfiguration: "Wagon",
      trans: "8 Speed Automatic",
      engine_size_litres: 2.5,
      fuel: "Unleaded Petrol",
      drive: null,
      simple_drive: "AWD",
      cylinders: 4,
      fuelconsumptioncombined: 7.4,
      seats: 5,
    });
    expect(specificationRows(car)).toEqual([
      { label: "Body", value: "Wagon" },
      { label: "Transmission", value: "8 Speed Automatic" },
      { label: "Engine", value: "2.5L" },
      { label: "Fuel", value: "Unleaded Petrol" },
      { label: "Drive", value: "AWD" },
      { label: "Cylinders", value: "4" },
      { label: "Fuel consumption (combined)", value: "7.4 L/100km" },
      { label: "Seats", value: "5" },
    ]);
    expect(LISTS.specsShown).toBe(4);
  });

  it("includes caravan measurements", () => {
    const van = testCar({
      id: 2,
      item_type: "caravan",
      sleeps: 4,
      tare_weight: 2450,
      aggregate_trailer_mass: 3200,
      body_length: 6360,
      body_width: 2.4,
    });
    expect(specificationRows(van)).toEqual([
      { label: "Sleeps", value: "4" },
      { label: "Body length", value: "6.36 m" },
      { label: "Body width", value: "2.4 m" },
      { label: "Tare weight", value: "2,450 kg" },
      { label: "Aggregate trailer mass", value: "3,200 kg" },
    ]);
  });
});

describe("detailRows", () => {
  it("gives stock number, odometer and dates as read on the plates", () => {
    const car = testCar({
      id: 3,
      car_type: "used",
      km: 45123,
      colour: "Blue",
      build_date: "2021-03",
      compliance_date: "2021-05",
      vin: "JM0KF4W",
    });
    expect(detailRows(car)).toEqual([
      { label: "Stock No.", value: "S3" },
      { label: "Odometer", value: "45,123 kms" },
      { label: "Colour", value: "Blue" },
      { label: "Build date", value: "03/2021" },
      { label: "Compliance date", value: "05/2021" },
      { label: "VIN", value: "JM0KF4W" },
    ]);
  });

  it("shows no odometer for a new car", () => {
    expect(
      detailRows(testCar({ id: 4, car_type: "new", km: 10 })).map((r) => r.label),
    ).not.toContain("Odometer");
  });
});

describe("featureList", () => {
  it("drops blanks and repeats, keeps order", () => {
    expect(
      featureList({ standardEquipment: ["ABS", " ", "Cruise control", "abs", "Reversing camera"] }),
    ).toEqual(["ABS", "Cruise control", "Reversing camera"]);
    expect(LISTS.featuresShown).toBe(8);
  });
});
