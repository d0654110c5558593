/** Words of the demo history: shoppers' names, follow-up notes, delivery failures, comments. */
import type { FollowUpState } from "@/domain/console/follow-up";

export const FIRST = [
  "Sarah",
  "James",
  "Priya",
  "Liam",
  "Chloe",
  "Minh",
  "Mia",
  "Jack",
  "Olivia",
  "Noah",
  "Aisha",
  "Tom",
  "Grace",
  "Wei",
  "Ella",
  "Lachlan",
  "Zoe",
  "Mohammed",
  "Hannah",
  "Ben",
];
export const LAST = [
  "Smith",
  "Nguyen",
  "Patel",
  "Brown",
  "Wilson",
  "Taylor",
  "Kelly",
  "Singh",
  "Martin",
  "Walker",
  "Chen",
  "Murphy",
  "Harris",
  "Ryan",
  "Lee",
  "Campbell",
];
export const NOTES: Record<FollowUpState, string[]> = {
  new: [""],
  contacted: [
    "Called, left a voicemail.",
    "Spoke with them, sending more photos.",
    "Emailed the finance options.",
    "SMS sent, keen to come in on the weekend.",
  ],
  appointment: [
    "Booked in for Saturday morning.",
    "Test drive arranged for Thursday 4 pm.",
    "Coming in after work tomorrow.",
  ],
  sold: ["Deposit paid, delivery next week.", "Signed up, trade-in accepted."],
  lost: ["Bought elsewhere.", "Decided to wait until next year.", "No answer after three calls."],
};
export const FAILURES = [
  "451 4.3.0 Mailbox temporarily unavailable",
  "Connection timeout",
  "Webhook answered HTTP 503",
];

export const COMMENTS = [
  "Is this still available?",
  "What's the best price?",
  "Can I book a test drive this weekend?",
  "Do you take trade-ins?",
  "Please call after 5 pm.",
];
