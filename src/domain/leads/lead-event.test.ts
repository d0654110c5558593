import { describe, expect, it } from "vitest";
import { leadEventId } from "./lead-event";

const newCar = { car_type: "new" as const, tag: null };
const demoCar = { car_type: "demo" as const, tag: null };
const usedCar = { car_type: "used" as const, tag: null };
const usedTestDriveOnly = { car_type: "used" as const, tag: "Test Drive Only" };

describe("leadEventId", () => {
  it.each([
    ["new car enquiry", { kind: "car-enquiry", category: "General Enquiry", car: newCar }, 14],
    ["demo car enquiry", { kind: "car-enquiry", category: "General Enquiry", car: demoCar }, 14],
    ["used car enquiry", { kind: "car-enquiry", category: "General Enquiry", car: usedCar }, 15],
    ["photos of a used car", { kind: "request-photos", category: "x", car: usedCar }, 15],
    ["test drive of a new car", { kind: "test-drive", category: "Test Drive", car: newCar }, 17],
    ["test drive, no car", { kind: "test-drive", category: "Test Drive", car: null }, 17],
    ["used test drive", { kind: "test-drive", category: "Test Drive", car: usedCar }, 48],
    [
      "Test Drive Only car",
      { kind: "test-drive", category: "Test Drive", car: usedTestDriveOnly },
      17,
    ],
    ["finance form", { kind: "finance", category: "Finance Enquiry", car: usedCar }, 9],
    ["careers page", { kind: "careers", category: "Careers Enquiry", car: null }, 51],
    ["careers category chosen", { kind: "enquiry", category: "Careers Enquiry", car: null }, 51],
    ["general enquiry", { kind: "enquiry", category: "General Enquiry", car: null }, 22],
    ["parts enquiry", { kind: "parts", category: "Parts Enquiry", car: null }, 22],
  ] as const)("%s -> %i", (_, input, id) => {
    expect(leadEventId(input)).toBe(id);
  });
});
