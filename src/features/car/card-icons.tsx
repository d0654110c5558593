"use client";
/**
 * Small line icons for card facts; decorative, the text beside them says the same. A page of many
 * cards writes the paths once (CardIconSprite) and its cards refer to them (`shared`), so 21 cards
 * do not repeat the same path data; a card on its own draws its icons inline. A browser
 * component, so a page's data names the sprite and each icon rather than their drawing.
 */
const PATHS = {
  km: "M4 16a8 8 0 1 1 16 0M12 16l4-5M7 16h.01M17 16h.01M12 9.5v.01",
  transmission: "M6 5v14M12 5v14M18 5v6M6 12h12M6 5h.01M12 5h.01M18 5h.01",
  body: "M3 15l2-5 4-3h6l4 3 2 5v2H3zM7 17a2 2 0 1 0 0 .01M17 17a2 2 0 1 0 0 .01",
  tag: "M3 12V4h8l9 9-8 8zM7.5 7.5h.01",
} as const;

export type CardIconName = keyof typeof PATHS;

/** Once per page that shows cards. */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      {Object.entries(PATHS).map(([name, d]) => (
        <symbol key={name} id={`card-icon-${name}`} viewBox="0 0 24 24">
          <path
            d={d}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </symbol>
      ))}
    </svg>
  );
}

export function CardIcon({ name, shared = false }: { name: CardIconName; shared?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="icon">
      {shared ? (
        <use href={`#card-icon-${name}`} />
      ) : (
        <path
          d={PATHS[name]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
