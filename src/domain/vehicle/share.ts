/**
 * Sharing a car: the sidebar's Share copies the page address and
 * toasts 'Copied {car name} to your clipboard!' for 3 s; the share icons are Facebook, Twitter
 * (unless the site hides it), WhatsApp, email, SMS and copy link, whose 'Copied' note lasts
 * 1.5 s; network links open in a 550×400 popup.
 */
export const SHARE = {
  toastMs: 3000,
  copiedNoteMs: 1500,
  popup: { width: 550, height: 400 },
} as const;

export const shareToastText = (carName: string) => `Copied ${carName} to your clipboard!`;

export type ShareNetwork = "facebook" | "twitter" | "whatsapp" | "email" | "sms";
export type ShareLink = { network: ShareNetwork; label: string; href: string; popup: boolean };

export function shareLinks(
  url: string,
  title: string,
  settings: { hideTwitter: boolean },
): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links: ShareLink[] = [
    {
      network: "facebook",
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      popup: true,
    },
    {
      network: "twitter",
      label: "Twitter",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
      popup: true,
    },
    {
      network: "whatsapp",
      label: "WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      popup: true,
    },
    { network: "email", label: "Email", href: `mailto:?subject=${text}&body=${u}`, popup: false },
    {
      network: "sms",
      label: "SMS",
      href: `sms:?&body=${encodeURIComponent(`${title} ${url}`)}`,
      popup: false,
    },
  ];
  return settings.hideTwitter ? links.filter((link) => link.network !== "twitter") : links;
}

/** window.open features of a 550×400 popup centred on the given screen. */
export function popupFeatures(screen: {
  width: number;
  height: number;
  left?: number;
  top?: number;
}): string {
  const { width, height } = SHARE.popup;
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
