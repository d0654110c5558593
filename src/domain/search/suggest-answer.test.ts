import { describe, expect, it } from "vitest";
import { readSuggestAnswer, suggestionsAnnouncement, wantsSuggestions } from "./suggest-answer";

const hilux = { label: "Hilux", kind: "model", count: 12, url: "/search/toyota/hilux" };

describe("wantsSuggestions", () => {
  it("asks from 2 characters, spaces at the ends aside", () => {
    expect(wantsSuggestions("")).toBe(false);
    expect(wantsSuggestions("h")).toBe(false);
    expect(wantsSuggestions("  h  ")).toBe(false);
    expect(wantsSuggestions("hi")).toBe(true);
    expect(wantsSuggestions(" hilx ")).toBe(true);
  });
});

describe("readSuggestAnswer", () => {
  it("reads the endpoint's answer", () => {
    expect(readSuggestAnswer({ suggestions: [hilux] })).toEqual([hilux]);
    expect(readSuggestAnswer({ suggestions: [] })).toEqual([]);
  });

  it("keeps only the four fields", () => {
    expect(readSuggestAnswer({ suggestions: [{ ...hilux, extra: 1 }] })).toEqual([hilux]);
  });

  it("is null for anything else: an error body, a bad item, another host's address", () => {
    expect(readSuggestAnswer(null)).toBeNull();
    expect(readSuggestAnswer("x")).toBeNull();
    expect(readSuggestAnswer({ errors: [{ path: "q", message: "must not be empty" }] })).toBeNull();
    expect(readSuggestAnswer({ suggestions: [{ ...hilux, kind: "colour" }] })).toBeNull();
    expect(readSuggestAnswer({ suggestions: [{ ...hilux, label: "" }] })).toBeNull();
    expect(readSuggestAnswer({ suggestions: [{ ...hilux, count: -1 }] })).toBeNull();
    expect(readSuggestAnswer({ suggestions: [{ ...hilux, count: 1.5 }] })).toBeNull();
    expect(readSuggestAnswer({ suggestions: [{ ...hilux, count: "12" }] })).toBeNull();
    for (const url of ["//evil.example/x", "https://evil.example/", "search", "/\\evil", 7])
      expect(readSuggestAnswer({ suggestions: [{ ...hilux, url }] })).toBeNull();
  });
});

describe("suggestionsAnnouncement", () => {
  it("counts the suggestions in words", () => {
    expect(suggestionsAnnouncement(0)).toBe("No suggestions");
    expect(suggestionsAnnouncement(1)).toBe("1 suggestion");
    expect(suggestionsAnnouncement(8)).toBe("8 suggestions");
  });
});
