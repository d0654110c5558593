/** The dealer console: never indexed, never cached; its pages draw their own frame. */
import type { Metadata } from "next";

export const metadata: Metadata = {
  title: { default: "Console", template: "%s | Console" },
  robots: { index: false, follow: false },
};

export default function ConsoleLayout({ children }: LayoutProps<"/[site]/admin">) {
  return children;
}
