import { describe, expect, it } from "vitest";
import { popupFeatures, SHARE, shareLinks, shareToastText } from "./share";

const url = "https://cars.example/cars/2021-mazda-cx-5-12";

describe("share", () => {
  it("has the fixed texts and timings", () => {
    expect(shareToastText("2021 Mazda CX-5 Maxx")).toBe(
      "Copied 2021 Mazda CX-5 Maxx to your clipboard!",
    );
    expect(SHARE.toastMs).toBe(3000);
    expect(SHARE.copiedNoteMs).toBe(1500);
  });

  it("lists Facebook, Twitter, WhatsApp, email and SMS with the address encoded", () => {
    const links = shareLinks(url, "2021 Mazda CX-5 & more", { hideTwitter: false });
    expect(links.map((l) => l.label)).toEqual(["Facebook", "Twitter", "WhatsApp", "Email", "SMS"]);
    expect(links[0]!.href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcars.example%2Fcars%2F2021-mazda-cx-5-12",
    );
    expect(links[1]!.href).toContain("text=2021%20Mazda%20CX-5%20%26%20more");
    expect(links[3]!.href.startsWith("mailto:?subject=")).toBe(true);
    expect(links[4]!.href.startsWith("sms:?&body=")).toBe(true);
    expect(links.filter((l) => l.popup).map((l) => l.network)).toEqual([
      "facebook",
      "twitter",
      "whatsapp",
    ]);
  });

  it("leaves Twitter out where the site hides it", () => {
    expect(shareLinks(url, "t", { hideTwitter: true }).map((l) => l.network)).toEqual([
      "facebook",
      "whatsapp",
      "email",
      "sms",
    ]);
  });

  it("centres a 550×400 popup", () => {
    expect(popupFeatures({ width: 1550, height: 1400 })).toBe(
      "width=550,height=400,left=500,top=500,noopener,noreferrer",
    );
    expect(popupFeatures({ width: 300, height: 200 })).toContain("left=0,top=0");
  });
});
