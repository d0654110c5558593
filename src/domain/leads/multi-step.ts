/**
 * The multi-step car enquiry: steps advance until the last, then the form is
 * sent. An answer with a lead_id stores the enquired car and goes to /success; any other answer
 * shows its error, or 'An unexpected error occured.' when it has none.
 */
import { UNEXPECTED_ERROR } from "./messages";

export type StepAction = { type: "advance" } | { type: "submit" };

/** What pressing the step's button does: go to the next step, or send on the last. */
export function stepAction(step: number, totalSteps: number): StepAction {
  return step < totalSteps - 1 ? { type: "advance" } : { type: "submit" };
}

export type SubmitAnswer = { lead_id?: unknown; error?: unknown } | null | undefined;
export type SubmitOutcome = { ok: true; leadId: string } | { ok: false; message: string };

export function submitOutcome(answer: SubmitAnswer): SubmitOutcome {
  if (answer && typeof answer.lead_id === "string" && answer.lead_id !== "") {
    return { ok: true, leadId: answer.lead_id };
  }
  const error = answer?.error;
  return {
    ok: false,
    message: typeof error === "string" && error !== "" ? error : UNEXPECTED_ERROR,
  };
}
