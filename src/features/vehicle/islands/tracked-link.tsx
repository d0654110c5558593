"use client";
/** A plain link that also pushes an analytics event when followed (history report: event 60). */
import type { ReactNode } from "react";
import { pushDataLayer } from "@/features/analytics";

type Props = {
  href: string;
  eventId: number;
  carId: number;
  className?: string;
  children: ReactNode;
};

export function TrackedLink({ href, eventId, carId, className, children }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={() => pushDataLayer(eventId, { car_id: carId })}
    >
      {children}
    </a>
  );
}
