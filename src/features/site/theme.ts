/**
 * A site's theme as CSS custom properties on its outermost element; Tailwind's theme tokens
 * (globals.css) read them, so one stylesheet serves every dealer.
 */
import type { CSSProperties } from "react";
import type { SiteConfig } from "@/config/site-config.schema";

/**
 * System font stacks: every platform's own interface fonts, already on the device, so no page
 * waits for or downloads a font (ADR 0022).
 */
const SYSTEM_SANS =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const FONTS: Record<SiteConfig["theme"]["font"], string> = {
  sans: SYSTEM_SANS,
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  rounded: `ui-rounded, "Hiragino Maru Gothic ProN", "Arial Rounded MT Bold", ${SYSTEM_SANS}`,
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
