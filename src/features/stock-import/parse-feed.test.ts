import { describe, expect, it } from "vitest";
import { detectFeedFormat, parseCsvFeed, parseFeed, parseJsonFeed } from "./parse-feed";

const HEADER = "stocknum,dealership,year,make,model,price,car_type,status";

describe("parseCsvFeed", () => {
  it("numbers data rows from 1 after the header and keys values by column", () => {
    const result = parseCsvFeed(`${HEADER}\nA1,redgum,2021,Toyota,HiLux,"42,990",used,in_stock\n`);
    expect(result).toEqual({
      ok: true,
      value: {
        records: [
          {
            row: 1,
            values: {
              stocknum: "A1",
              dealership: "redgum",
              year: "2021",
              make: "Toyota",
              model: "HiLux",
              price: "42,990",
              car_type: "used",
              status: "in_stock",
            },
          },
        ],
        rejected: [],
      },
    });
  });

  it("matches column names case-insensitively, ignores unknown columns, reads a BOM", () => {
    const text = `\uFEFFStockNum,DEALERSHIP,Year,Make,Model,Price,Car_Type,Status,Colour,Notes\nA1,d,2021,Kia,Rio,1,new,sold,Red,ignored`;
    const result = parseCsvFeed(text);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.records[0]?.values).toMatchObject({ stocknum: "A1", colour: "Red" });
    expect(result.value.records[0]?.values).not.toHaveProperty("Notes");
    expect(result.value.records[0]?.values).not.toHaveProperty("notes");
  });

  it("keeps quoted commas and line breaks inside one row, so rows are records, not lines", () => {
    const text = `${HEADER},dealercomments\nA1,d,2021,Kia,Rio,1,new,sold,"One, two\nthree"\nA2,d,2021,Kia,Rio,1,new,sold,x`;
    const result = parseCsvFeed(text);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.records.map((r) => r.row)).toEqual([1, 2]);
    expect(result.value.records[0]?.values.dealercomments).toBe("One, two\nthree");
  });

  it("counts blank lines as rows (as a spreadsheet shows them) without making cars of them", () => {
    const text = `${HEADER}\nA1,d,2021,Kia,Rio,1,new,sold\n\n,,,,,,,\nA2,d,2021,Kia,Rio,1,new,sold`;
    const result = parseCsvFeed(text);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.records.map((r) => r.row)).toEqual([1, 4]);
  });

  it("reads semicolon- and tab-separated files", () => {
    for (const d of [";", "\t"]) {
      const text = `${HEADER.replaceAll(",", d)}\n${["A1", "d", "2021", "Kia", "Rio", "1", "new", "sold"].join(d)}`;
      const result = parseCsvFeed(text);
      expect(result.ok && result.value.records[0]?.values.model).toBe("Rio");
    }
  });

  it("rejects only the row whose number of values differs from the header", () => {
    const result = parseCsvFeed(`${HEADER}\nA1,d,2021\nA2,d,2021,Kia,Rio,1,new,sold`);
    expect(result.ok && result.value.rejected).toEqual([
      { row: 1, field: "row", message: "has 3 values but the header names 8 columns" },
    ]);
    expect(result.ok && result.value.records.map((r) => r.row)).toEqual([2]);
  });

  it("refuses a file with missing required columns, naming them", () => {
    const result = parseCsvFeed("stocknum,dealership,year,make,model\nA1,d,2021,Kia,Rio");
    expect(result).toEqual({
      ok: false,
      error: {
        kind: "malformed",
        message: "The CSV header lacks the required column(s): price, car_type, status.",
      },
    });
  });

  it("refuses an empty file, a repeated column and broken quoting", () => {
    expect(parseCsvFeed("").ok).toBe(false);
    expect(parseCsvFeed("\n\n").ok).toBe(false);
    const twice = parseCsvFeed(`${HEADER},Price\n`);
    expect(!twice.ok && twice.error.message).toBe('The CSV header names the column "price" twice.');
    const quote = parseCsvFeed(`${HEADER}\nA1,"d,2021,Kia,Rio,1,new,sold\n`);
    expect(!quote.ok && quote.error.message).toMatch(/^The CSV file could not be read: /);
  });
});

describe("parseJsonFeed", () => {
  it("numbers array elements from 1 and canonicalises keys", () => {
    const result = parseJsonFeed('[{"StockNum": 7, "images": ["/a.jpg"], "junk": 1}]');
    expect(result).toEqual({
      ok: true,
      value: { records: [{ row: 1, values: { stocknum: 7, images: ["/a.jpg"] } }], rejected: [] },
    });
  });

  it("rejects elements that are not objects, and keeps the rest", () => {
    const result = parseJsonFeed('[1, {"stocknum": "A"}, null, []]');
    expect(result.ok && result.value.rejected.map((r) => r.row)).toEqual([1, 3, 4]);
    expect(result.ok && result.value.records.map((r) => r.row)).toEqual([2]);
  });

  it("refuses unreadable JSON and a value that is not an array", () => {
    const broken = parseJsonFeed('[{"stocknum": ');
    expect(!broken.ok && broken.error.message).toMatch(/^The JSON file could not be read: /);
    const object = parseJsonFeed('{"cars": []}');
    expect(!object.ok && object.error.message).toBe(
      "The JSON feed must be an array of cars, one object per car.",
    );
  });

  it("reads an empty array as an empty snapshot", () => {
    expect(parseJsonFeed("[]")).toEqual({ ok: true, value: { records: [], rejected: [] } });
  });
});

describe("detectFeedFormat and parseFeed", () => {
  it("trusts the content type or file name, else looks at the first character", () => {
    expect(detectFeedFormat("application/json; charset=utf-8", "a,b")).toBe("json");
    expect(detectFeedFormat("text/csv", "[")).toBe("csv");
    expect(detectFeedFormat("stock.JSON", "")).toBe("json");
    expect(detectFeedFormat(null, "  \n[{}]")).toBe("json");
    expect(detectFeedFormat(undefined, "stocknum,make")).toBe("csv");
  });

  it("dispatches on the format", () => {
    expect(parseFeed("[]", "json").ok).toBe(true);
    expect(parseFeed("[]", "csv").ok).toBe(false);
  });
});
