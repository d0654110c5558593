/**
 * The test-drive times as a form's setup carries them to the browser: each day's times in a few
 * numbers rather than an instant and a label per time (a fortnight of half hours is about 200
 * times). A run is `[day label, first time in minutes since the epoch, its local minute of the
 * day, then each time's minutes after the first]`; a time's instant and its label are both the
 * first's moved by the same minutes, so a day whose clocks change within its hours takes two
 * runs. Unpacking gives back exactly the times that were packed.
 */
import { type Slot, timeLabel } from "@/domain/leads/test-drive-slots";

export type SlotRun = [day: string, firstAt: number, firstMinute: number, ...offsets: number[]];
export type OfferedDay = { label: string; slots: Slot[] };

const MINUTE_MS = 60_000;

/** The local minute of the day a time label names ("9:30 am" is 570); a bug when it is not one. */
function minuteOfLabel(label: string): number {
  const m = /^(\d{1,2}):(\d{2}) (am|pm)$/.exec(label);
  const minute = m ? ((Number(m[1]) % 12) + (m[3] === "pm" ? 12 : 0)) * 60 + Number(m[2]) : -1;
  if (minute < 0 || timeLabel(minute) !== label) throw new Error(`Not a time label: ${label}`);
  return minute;
}

export function packSlots(days: readonly OfferedDay[]): SlotRun[] {
  const runs: SlotRun[] = [];
  for (const day of days) {
    let run: SlotRun | null = null;
    for (const slot of day.slots) {
      const at = Date.parse(slot.at) / MINUTE_MS;
      const minute = minuteOfLabel(slot.label);
      if (run && at - run[1] === minute - run[2]) run.push(at - run[1]);
      else {
        run = [day.label, at, minute, 0];
        runs.push(run);
      }
    }
  }
  return runs;
}

export function unpackSlots(runs: readonly SlotRun[]): OfferedDay[] {
  const days: OfferedDay[] = [];
  for (const [label, firstAt, firstMinute, ...offsets] of runs) {
    const slots = offsets.map((offset) => ({
      at: new Date((firstAt + offset) * MINUTE_MS).toISOString(),
      label: timeLabel(firstMinute + offset),
    }));
    const last = days.at(-1);
    if (last?.label === label) last.slots.push(...slots);
    else days.push({ label, slots });
  }
  return days;
}
