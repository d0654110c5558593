/** What the photo slider and the full-screen viewer share: a photo and the arrow icon. */
import { LineIcon } from "@/components/ui/line-icon";

export type SliderPhoto = { src: string; alt: string };

export function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <LineIcon strokeWidth={2.5}>
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}
