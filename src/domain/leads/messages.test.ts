import { describe, expect, it } from "vitest";
import {
  ABUSE_MESSAGES,
  FIELD_MESSAGES,
  FIX_ERRORS_HEADING,
  POSTCODE_MESSAGE,
  POSTCODE_NOT_FOUND,
  REQUEST_PHOTOS_MESSAGE,
  SUBMIT_FAILED,
  UNEXPECTED_ERROR,
} from "./messages";

/** The fixed texts, written out again so that an edit of a constant fails here. */
describe("the exact fixed messages", () => {
  it.each([
    [POSTCODE_MESSAGE, "Invalid postcode. Please enter a 4-digit number."],
    [POSTCODE_NOT_FOUND, "Invalid postcode"],
    [FIX_ERRORS_HEADING, "Please fix the following errors:"],
    [SUBMIT_FAILED, "An error occurred when submitting this form."],
    [UNEXPECTED_ERROR, "An unexpected error occured."],
    [REQUEST_PHOTOS_MESSAGE, "Please send photos for this car"],
  ])("%s", (constant, text) => {
    expect(constant).toBe(text);
  });

  it("gives every open field message as a sentence", () => {
    for (const text of Object.values(FIELD_MESSAGES)) expect(text).toMatch(/^[A-Z].*\.$/);
    for (const text of Object.values(ABUSE_MESSAGES)) expect(text).toMatch(/^[A-Z].*\.$/);
  });
});
