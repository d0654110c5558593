import { describe, expect, it } from "vitest";
import { carFixture } from "./car-fixture.test-support";
import { viewedCarRecord } from "./viewed-car";

describe("viewedCarRecord", () => {
  it("keeps the id, stock number, make, model, body and simple body, and nothing else", () => {
    const car = carFixture({
      id: 4812,
      stocknum: "SCT10492",
      make: "Toyota",
      model: "RAV4",
      bodyconfiguration: "WAGON",
      simple_body: "SUV",
      price: 41_990,
      vin: "JTMW1RFV40D012345",
    });
    expect(viewedCarRecord(car)).toEqual({
      id: 4812,
      stocknum: "SCT10492",
      make: "Toyota",
      model: "RAV4",
      body: "WAGON",
      simple_body: "SUV",
    });
  });

  it("writes null for a body the car does not have", () => {
    const record = viewedCarRecord(carFixture({ bodyconfiguration: null, simple_body: null }));
    expect(record.body).toBeNull();
    expect(record.simple_body).toBeNull();
  });

  it("keeps a caravan's body when it has no simple body", () => {
    const record = viewedCarRecord(
      carFixture({ make: "Jayco", model: "Journey", bodyconfiguration: "Caravan" }),
    );
    expect(record).toMatchObject({ body: "Caravan", simple_body: null });
  });

  it("survives a round trip through JSON unchanged", () => {
    const record = viewedCarRecord(
      carFixture({ bodyconfiguration: "HATCH", simple_body: "Hatch" }),
    );
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
  });
});
