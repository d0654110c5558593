/** A decorative 24×24 line icon drawn in the text colour; the text beside it says the same. */
import type { ReactNode } from "react";

export function LineIcon({
  children,
  strokeWidth = 2,
  className = "h-5 w-5",
}: {
  children: ReactNode;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
