"use client";
/**
 * What the search island (search-shell.tsx) offers the parts of a search page: whether the
 * next page is loading, the filter drawer, and in-place navigation to a search address. Kept
 * apart from the island so that a part loaded later (the search box's suggestions) can reach
 * it without bringing the island's code with it.
 */
import { createContext, use } from "react";
import type { SliderBounds } from "@/domain/search/search-form";
import type { SearchVocabulary } from "@/domain/search/search-vocabulary";

export type SearchPageInfo = {
  canonicalUrl: string;
  title: string;
  announcement: string;
  vocabulary: SearchVocabulary;
  priceSlider: SliderBounds;
};

export type Scroll = "top" | "results" | null;

type ShellContext = {
  pending: boolean;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  navigate: (href: string, scroll?: Scroll) => void;
  pageShown: (info: SearchPageInfo) => void;
};

export const Shell = createContext<ShellContext | null>(null);

/** The search island of the page, or null outside a search page (the home page's box). */
export function useSearchShell(): ShellContext | null {
  return use(Shell);
}
