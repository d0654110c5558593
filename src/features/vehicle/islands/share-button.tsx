"use client";
/**
 * The sidebar's Share: copies the car's address to the clipboard and says so in a toast,
 * 'Copied {car name} to your clipboard!', for 3 seconds.
 */
import { useEffect, useState } from "react";
import { LineIcon } from "@/components/ui/line-icon";
import { SHARE, shareToastText } from "@/domain/vehicle/share";
import { copyText } from "./copy-text";

export function ShareButton({
  url,
  carName,
  className = "",
}: {
  url: string;
  carName: string;
  className?: string;
}) {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(0), SHARE.toastMs);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={async () => {
          if (await copyText(url)) setShown(Date.now());
        }}
      >
        <LineIcon>
          <path
            d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </LineIcon>
        Share
      </button>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 lg:bottom-8"
      >
        {shown ? (
          <p className="rounded-brand bg-ink px-4 py-3 text-sm font-medium text-page shadow-lg">
            {shareToastText(carName)}
          </p>
        ) : null}
      </div>
    </>
  );
}
