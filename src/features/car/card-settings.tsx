"use client";
/**
 * What every card of a list shares (the site, the heading level, the photo's width, the shared
 * icons), given once around the list: the page's data then carries it once, and each card only
 * its own model. A card drawn outside a list's settings is a bug, and says so.
 */
import { createContext, type ReactNode, use } from "react";
import type { SiteConfig } from "@/config/site-config.schema";

export type CardSettings = {
  readonly siteSlug: string;
  readonly storage: SiteConfig["favourites"]["storage"];
  readonly headingLevel: 2 | 3 | 4;
  /** The photo's displayed width, for the image service (next/image `sizes`). */
  readonly sizes: string;
  /** The page renders <CardIconSprite /> once; the card's icons refer to it. */
  readonly sharedIcons: boolean;
};

const CardSettingsContext = createContext<CardSettings | null>(null);

export function CardSettingsProvider({
  settings,
  children,
}: {
  settings: CardSettings;
  children: ReactNode;
}) {
  return <CardSettingsContext value={settings}>{children}</CardSettingsContext>;
}

/** The settings of the list this card is in. */
export function useCardSettings(): CardSettings {
  const settings = use(CardSettingsContext);
  if (!settings) throw new Error("A car card is drawn inside a list of cards (<CarCards>)");
  return settings;
}
