/**
 * Card-sized marks of the accepted payment methods, drawn inline (no image requests, crisp at
 * any size). Each is an image with its name, so the strip reads as a list of five names.
 */
import type { ReactNode } from "react";

function Card({
  name,
  children,
  dark = false,
}: {
  name: string;
  children: ReactNode;
  dark?: boolean;
}) {
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 48 30"
      width="48"
      height="30"
      className="shrink-0"
    >
      <rect
        x="0.5"
        y="0.5"
        width="47"
        height="29"
        rx="4"
        fill={dark ? "#000" : "#fff"}
        stroke="#c7c7c7"
      />
      {children}
    </svg>
  );
}

const WORD = { fontFamily: "Arial, Helvetica, sans-serif", fontWeight: 700 } as const;

export const PAYMENT_LOGOS: readonly { name: string; logo: ReactNode }[] = [
  {
    name: "Mastercard",
    logo: (
      <Card name="Mastercard">
        <circle cx="19" cy="15" r="9" fill="#eb001b" />
        <circle cx="29" cy="15" r="9" fill="#f79e1b" />
        <path d="M24 7.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill="#ff5f00" />
      </Card>
    ),
  },
  {
    name: "Visa",
    logo: (
      <Card name="Visa">
        <text
          x="24"
          y="20"
          textAnchor="middle"
          fontSize="13"
          fontStyle="italic"
          fill="#1a1f71"
          {...WORD}
        >
          VISA
        </text>
      </Card>
    ),
  },
  {
    name: "Maestro",
    logo: (
      <Card name="Maestro">
        <circle cx="19" cy="15" r="9" fill="#0099df" />
        <circle cx="29" cy="15" r="9" fill="#ed0006" />
        <path d="M24 7.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill="#6c6bbd" />
      </Card>
    ),
  },
  {
    name: "Google Pay",
    logo: (
      <Card name="Google Pay">
        <text x="24" y="19.5" textAnchor="middle" fontSize="11" {...WORD}>
          <tspan fill="#4285f4">G</tspan>
          <tspan fill="#5f6368"> Pay</tspan>
        </text>
      </Card>
    ),
  },
  {
    name: "Apple Pay",
    logo: (
      <Card name="Apple Pay" dark>
        <path
          d="M12.6 10.2c.5-.6.8-1.4.7-2.2-.7 0-1.5.5-2 1.1-.4.5-.8 1.3-.7 2.1.8.1 1.5-.4 2-1zm.7 1.1c-1.1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6c-1.1 0-2.1.7-2.7 1.7-1.2 2-.3 5 .8 6.6.6.8 1.2 1.7 2.1 1.6.8 0 1.2-.5 2.2-.5s1.3.5 2.2.5c.9 0 1.5-.8 2-1.6.6-.9.9-1.8.9-1.9 0 0-1.8-.7-1.8-2.7 0-1.7 1.4-2.5 1.4-2.5-.8-1.2-2-1.3-2.4-1.3z"
          fill="#fff"
        />
        <text x="30" y="19.5" textAnchor="middle" fontSize="11" fill="#fff" {...WORD}>
          Pay
        </text>
      </Card>
    ),
  },
];
