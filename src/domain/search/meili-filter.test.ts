import { describe, expect, it } from "vitest";
import { compileFilter } from "./meili-filter";
import { parseFilterExpression } from "./meili-filter-parse";

const compiled = (input: Parameters<typeof compileFilter>[0]) => {
  const result = compileFilter(input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};
const failure = (input: Parameters<typeof compileFilter>[0]) => {
  const result = compileFilter(input);
  return result.ok ? null : result.error;
};

describe("parseFilterExpression", () => {
  it("reads conditions, lists, ranges and precedence", () => {
    expect(parseFilterExpression('make = "Toyota" OR make = Kia AND NOT id = 3')).toEqual({
      ok: true,
      value: {
        kind: "or",
        children: [
          { kind: "condition", attribute: "make", op: "=", values: ["Toyota"] },
          {
            kind: "and",
            children: [
              { kind: "condition", attribute: "make", op: "=", values: ["Kia"] },
              {
                kind: "not",
                child: { kind: "condition", attribute: "id", op: "=", values: ["3"] },
              },
            ],
          },
        ],
      },
    });
    expect(parseFilterExpression("price 10000 TO 30000")).toEqual({
      ok: true,
      value: { kind: "condition", attribute: "price", op: "TO", values: ["10000", "30000"] },
    });
    expect(parseFilterExpression("(status in ['in_stock', \"coming_soon\"])")).toEqual({
      ok: true,
      value: {
        kind: "condition",
        attribute: "status",
        op: "IN",
        values: ["in_stock", "coming_soon"],
      },
    });
    expect(parseFilterExpression("id NOT IN [1, 2]")).toEqual({
      ok: true,
      value: { kind: "condition", attribute: "id", op: "NOT IN", values: ["1", "2"] },
    });
  });

  it("says where a broken expression fails", () => {
    expect(parseFilterExpression('make = "Toyota')).toEqual({
      ok: false,
      error: "unclosed quote at 7",
    });
    expect(parseFilterExpression("make =")).toEqual({
      ok: false,
      error: "expected a value at the end",
    });
    expect(parseFilterExpression("make Toyota")).toEqual({
      ok: false,
      error: "expected an operator after make at the end",
    });
    expect(parseFilterExpression("(make = A")).toEqual({
      ok: false,
      error: 'expected ")" at the end',
    });
    expect(parseFilterExpression("")).toEqual({ ok: false, error: "empty filter" });
  });
});

describe("compileFilter", () => {
  it("compiles the vehicle page's similar-cars filter", () => {
    expect(
      compiled([
        'status IN ["in_stock", "coming_soon"]',
        "price 20000 TO 40000",
        "id != 42",
        'make = "Toyota"',
        'model = "Hilux"',
      ]),
    ).toEqual({
      fixed: [
        { status: ["in_stock", "coming_soon"] },
        { price: { min: 20000, max: 40000 } },
        { make: ["Toyota"] },
        { model: ["Hilux"] },
      ],
      excludeIds: [42],
    });
  });

  it("turns comparisons on range keys into inclusive intervals", () => {
    expect(
      compiled("price >= 5000 AND km < 100000 AND year > 2018 AND price <= 9000").fixed,
    ).toEqual([
      { price: { min: 5000, max: null } },
      { km: { min: null, max: 99999 } },
      { year: { min: 2019, max: null } },
      { price: { min: null, max: 9000 } },
    ]);
    expect(compiled("year = 2020").fixed).toEqual([{ year: { min: 2020, max: 2020 } }]);
  });

  it("accepts an OR that is one refinement, as a string or an inner array", () => {
    expect(compiled("make = Toyota OR make IN [Kia, Ford]").fixed).toEqual([
      { make: ["Toyota", "Kia", "Ford"] },
    ]);
    expect(compiled([["car_type = new", "car_type = demo"], "make = Kia"]).fixed).toEqual([
      { car_type: ["new", "demo"] },
      { make: ["Kia"] },
    ]);
  });

  it("leaves cars out by id", () => {
    expect(compiled("NOT id = 7 AND id NOT IN [8, 9]").excludeIds).toEqual([7, 8, 9]);
  });

  it("is empty for no filter", () => {
    expect(compiled(undefined)).toEqual({ fixed: [], excludeIds: [] });
    expect(compiled("  ")).toEqual({ fixed: [], excludeIds: [] });
    expect(compiled([])).toEqual({ fixed: [], excludeIds: [] });
  });

  it("names what it cannot answer", () => {
    expect(failure("colour = Red OR make = Kia")).toBe(
      "unsupported filter: OR joins only = or IN conditions on one attribute",
    );
    expect(failure("NOT make = Kia")).toBe("unsupported filter: NOT applies only to id");
    expect(failure("make > 3")).toBe("unsupported filter: make > (use = or IN on make)");
    expect(failure("price = cheap")).toBe(
      "unsupported filter: price = (use a number with =, >, >=, <, <= or TO)",
    );
    expect(failure("id = 4")).toBe("unsupported filter on id: id = (only != and NOT IN)");
    expect(failure("wheels = 4")).toBe("unknown filter attribute: wheels");
  });
});
