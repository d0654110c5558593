/**
 * A site's theme as CSS custom properties on its outermost element; Tailwind's theme tokens
 * (globals.css) read them, so one stylesheet serves every dealer.
 */
import type { CSSProperties } from "react";
import type { SiteConfig } from "@/config/site-config.schema";

const FONTS: Record<SiteConfig["theme"]["font"], string> = {
  sans: "var(--font-geist-sans), ui-sans-serif, system-ui, sans-serif",
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
  mono: "var(--font-geist-sans), ui-monospace, SFMono-Regular, Menlo, monospace",
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", var(--font-geist-sans), system-ui, sans-serif',
};

const RADII: Record<SiteConfig["theme"]["radius"], string> = {
  none: "0",
  small: "0.375rem",
  large: "1rem",
};

export function themeStyle(theme: SiteConfig["theme"]): CSSProperties {
  const { colors } = theme;
  return {
    "--fc-primary": colors.primary,
    "--fc-primary-contrast": colors.primaryContrast,
    "--fc-accent": colors.accent,
    "--fc-background": colors.background,
    "--fc-text": colors.text,
    "--fc-surface": colors.surface,
    "--fc-font": FONTS[theme.font],
    "--fc-radius": RADII[theme.radius],
  } as CSSProperties;
}
