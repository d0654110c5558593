/** A location's week of opening hours as a list, Monday first (see weeklyHours). */

import { weeklyHours } from "@/domain/location/hours";
import type { OpeningHour } from "@/domain/location/location";

export function WeekHours({
  opening,
  className = "text-sm",
}: {
  opening: readonly OpeningHour[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {weeklyHours(opening).map((day) => (
        <div key={day.weekday} className="flex justify-between gap-4">
          <dt>{day.day}</dt>
          <dd>{day.text}</dd>
        </div>
      ))}
    </dl>
  );
}
