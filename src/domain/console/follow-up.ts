/** Where a dealer is with a lead: every lead starts new; staff move it on and say why. */

export const FOLLOW_UP_STATES = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

export const FOLLOW_UP_LABELS: Record<FollowUpState, string> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  sold: "Sold",
  lost: "Lost",
};

/** Notes on a change are kept to this many characters. */
export const FOLLOW_UP_NOTE_MAX = 2000;

export type FollowUpChange = { state: FollowUpState; note: string };

/** A follow-up form's fields: a known state and a note (trimmed, at most 2,000 characters). */
export function readFollowUpForm(record: Record<string, unknown>): FollowUpChange | null {
  const state = record.state;
  if (typeof state !== "string" || !(FOLLOW_UP_STATES as readonly string[]).includes(state))
    return null;
  const note =
    typeof record.note === "string" ? record.note.trim().slice(0, FOLLOW_UP_NOTE_MAX) : "";
  return { state: state as FollowUpState, note };
}
