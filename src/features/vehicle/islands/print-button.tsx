"use client";
/** Opens the browser's print dialog for the printable page. */
export function PrintButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={className}>
      Print this page
    </button>
  );
}
