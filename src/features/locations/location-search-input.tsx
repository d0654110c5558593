"use client";
/**
 * The Search locations box. Without JavaScript it is a GET form; with it, every keystroke writes
 * locationQuery into the address (an empty value removes it) and drops the tab choice, so the
 * selected tab resets to the first when the list changes.
 */
import { usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";

export function LocationSearchInput({ initial }: { initial: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function onInput(value: string) {
    const params = new URLSearchParams();
    if (value.trim()) params.set("locationQuery", value);
    const query = params.toString();
    startTransition(() =>
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }),
    );
  }

  return (
    <form
      action={pathname}
      method="get"
      className="flex gap-2"
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor="location-query" className="sr-only">
        Search locations
      </label>
      <input
        id="location-query"
        name="locationQuery"
        type="search"
        defaultValue={initial}
        placeholder="Search locations by name, postcode, street or type"
        onChange={(e) => onInput(e.currentTarget.value)}
        aria-busy={pending}
        className="min-w-0 flex-1 rounded-brand border border-black/30 bg-page px-4 py-2.5"
      />
      <noscript>
        <button
          type="submit"
          className="rounded-brand bg-brand px-4 py-2.5 font-semibold text-brand-contrast"
        >
          Search
        </button>
      </noscript>
    </form>
  );
}
