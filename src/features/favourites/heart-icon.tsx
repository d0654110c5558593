/** The Save button's heart, outlined or filled. */
export function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={filled ? "currentColor" : "none"}
    >
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20s-7-4.4-9.3-8.6C1.1 8.4 2.8 5 6.2 5c2 0 3.2 1.1 3.8 2.1C10.6 6.1 11.8 5 13.8 5c3.4 0 5.1 3.4 3.5 6.4C15 15.6 12 20 12 20Z"
        transform="translate(1.5 0)"
      />
    </svg>
  );
}
