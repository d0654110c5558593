"use client";
/**
 * The share icons: Facebook, Twitter (unless the site hides it), WhatsApp, email,
 * SMS, and copy link with a 'Copied' note for 1.5 s. Network links open in a 550×400 popup;
 * every link is a real link, so without script they still open (in a new tab).
 */
import { useEffect, useState } from "react";
import { popupFeatures, SHARE, shareLinks } from "@/domain/vehicle/share";
import { copyText } from "./copy-text";

type Props = { url: string; title: string; hideTwitter: boolean };

/** The links are worked out here from the page's address and title, not sent with the page. */
export function SocialShare({ url, title, hideTwitter }: Props) {
  const links = shareLinks(url, title, { hideTwitter });
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHARE.copiedNoteMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const itemClass =
    "inline-flex items-center gap-2 rounded-brand border border-ink/20 px-3 py-2 text-sm font-semibold hover:bg-surface";
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target={link.popup ? "_blank" : undefined}
            rel={link.popup ? "noopener noreferrer" : undefined}
            className={itemClass}
            onClick={(event) => {
              if (!link.popup) return;
              event.preventDefault();
              const screen = {
                width: window.outerWidth,
                height: window.outerHeight,
                left: window.screenX,
                top: window.screenY,
              };
              window.open(link.href, `share-${link.network}`, popupFeatures(screen));
            }}
          >
            {link.label}
            {link.popup ? <span className="sr-only"> (opens in a new window)</span> : null}
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={itemClass}
          onClick={async () => {
            if (await copyText(url)) setCopied(true);
          }}
        >
          Copy link
        </button>
        <span
          role="status"
          aria-live="polite"
          className="ml-2 text-sm font-semibold text-green-800"
        >
          {copied ? "Copied" : ""}
        </span>
      </li>
    </ul>
  );
}
