"use client";
/**
 * The search island. Mounted once by the search layout, it turns
 * the server-rendered page into an in-place search: a change in the filter form, a submit, a
 * page link or a filter chip becomes a client navigation to the canonical address, so the state
 * stays in the address (reload, Back, Forward and shared links all work) and the page is
 * rendered on the server as before. While the next page loads the current hits stay on screen
 * (a transition), dimmed and marked busy; the ticked box keeps focus, the drawer keeps its
 * scroll, the new count is announced, and Clear Filters scrolls to the top.
 *
 * When the next page cannot be fetched at all (the network is down: the router's fetch rejects),
 * the router would fall back to loading the address as a new document, and the browser would
 * replace the page with its own error page. Where the browser has the Navigation API, that
 * fallback is cancelled instead: the current hits stay on screen (loading or an error keeps the
 * previous hits) under an alert with Try again. Elsewhere the fallback runs. A server error is the
 * route's error.tsx, which keeps a copy of the last results.
 *
 * Without JavaScript none of this runs: the form submits, links navigate.
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { isFallbackLoad, type NavigateEventLike } from "./fallback-load";
import { keepResultsSnapshot } from "./results-snapshot";
import { readSearchAddress, searchHref } from "./search-address";
import { type Scroll, type SearchPageInfo, Shell } from "./search-shell-context";

/** Can the server be reached again? A plain GET of the page (its HTML is the same page). */
async function reachable(href: string): Promise<boolean> {
  try {
    return (await fetch(href, { cache: "no-store", headers: { accept: "text/html" } })).ok;
  } catch {
    return false;
  }
}

const FORM_ID = "search-form";

function formHref(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  page: SearchPageInfo | null,
) {
  if (!page) return null;
  const data = new FormData(form, submitter);
  const entries = [...data.entries()].filter(
    (e): e is [string, string] => typeof e[1] === "string",
  );
  const state = readSearchAddress([], entries, page.vocabulary, { price: page.priceSlider });
  return state.ok ? searchHref(state.value, page.vocabulary) : null;
}

const isTextField = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && ["text", "search"].includes(el.type);

/**
 * The field that had focus before the page updated, to put focus back on its new copy: its id, or
 * for a refinement box (which has none: it sits inside its label) its name and value.
 */
type FocusedField = { id: string } | { name: string; value: string } | null;

function focusedField(element: Element | null): FocusedField {
  if (!element) return null;
  if (element.id) return { id: element.id };
  if (element instanceof HTMLInputElement && element.name) {
    return { name: element.name, value: element.value };
  }
  return null;
}

function fieldOf(field: FocusedField): HTMLElement | null {
  if (!field) return null;
  if ("id" in field) return document.getElementById(field.id);
  return (
    [...document.getElementsByName(field.name)].find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.value === field.value,
    ) ?? null
  );
}

export function SearchShell({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [transitioning, startTransition] = useTransition();
  // Busy from the request until the new page has been put in place (its layout effect), which
  // can be a moment after the router commits the new address.
  const [awaiting, setAwaiting] = useState(false);
  // The address that could not be fetched, while its alert shows.
  const [failed, setFailed] = useState<{ href: string; again: boolean } | null>(null);
  const pendingUrl = useRef<string | null>(null);
  // A cancelled fallback leaves the router's transition unfinished: it is not busy any more.
  const pending = (transitioning || awaiting) && failed === null;
  useEffect(() => {
    if (!awaiting) return;
    // A navigation that never shows a search page (an error, a redirect away) must not leave
    // the results dimmed for good.
    const timer = setTimeout(() => setAwaiting(false), 15_000);
    return () => clearTimeout(timer);
  }, [awaiting]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const page = useRef<SearchPageInfo | null>(null);
  const restore = useRef<{ focus: FocusedField; scroll: Scroll; drawerTop: number | null }>({
    focus: null,
    scroll: null,
    drawerTop: null,
  });
  // Text typed while a page loads is put back into the new page's field.
  const drafts = useRef(new Map<string, string>());

  const navigate = useCallback(
    (href: string, scroll: Scroll = null) => {
      if (href === `${window.location.pathname}${window.location.search}` && scroll === null)
        return;
      restore.current = {
        focus: focusedField(document.activeElement),
        scroll,
        drawerTop: document.querySelector("[data-drawer-body]")?.scrollTop ?? null,
      };
      drafts.current.clear();
      keepResultsSnapshot();
      pendingUrl.current = new URL(href, window.location.href).href;
      setFailed(null);
      setAwaiting(true);
      startTransition(() => router.push(href, { scroll: false }));
    },
    [router],
  );

  const pageShown = useCallback((info: SearchPageInfo) => {
    const first = page.current === null;
    page.current = info;
    pendingUrl.current = null;
    setFailed(null);
    setAwaiting(false);
    if (first) return;
    const { focus, scroll, drawerTop } = restore.current;
    restore.current = { focus: null, scroll: null, drawerTop: null };
    for (const [id, value] of drafts.current) {
      const field = document.getElementById(id);
      if (field instanceof HTMLInputElement && field.value !== value) field.value = value;
    }
    const drawer = document.querySelector("[data-drawer-body]");
    if (drawer && drawerTop !== null) drawer.scrollTop = drawerTop;
    fieldOf(focus)?.focus({ preventScroll: true });
    // Instant, whatever the page's smooth scrolling: the shopper asked for this place.
    if (scroll === "top") window.scrollTo({ top: 0, behavior: "instant" });
    if (scroll === "results")
      document.getElementById("results")?.scrollIntoView({ block: "start", behavior: "instant" });
    document.title = info.title;
    setAnnouncement(info.announcement);
  }, []);

  useEffect(() => {
    const navigation = (window as { navigation?: EventTarget }).navigation;
    if (!navigation) return;
    const onNavigate = (event: Event) => {
      const wanted = pendingUrl.current;
      if (!isFallbackLoad(event as NavigateEventLike, wanted) || !wanted) return;
      event.preventDefault();
      pendingUrl.current = null;
      // The router starts its fallback while rendering, inside the navigation's transition: an
      // update made here would wait on that transition, which now never ends. A task later it
      // renders on its own.
      setTimeout(() => {
        setAwaiting(false);
        setFailed({ href: wanted, again: false });
      }, 0);
    };
    navigation.addEventListener("navigate", onNavigate);
    return () => navigation.removeEventListener("navigate", onNavigate);
  }, []);

  const retry = useCallback(async (href: string) => {
    setAwaiting(true);
    // The router will not fetch an address whose fallback it already started, so the retry,
    // once the server answers again, loads the page as a document.
    if (await reachable(href)) window.location.assign(href);
    else {
      setAwaiting(false);
      setFailed({ href, again: true });
    }
  }, []);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.form?.id !== FORM_ID || target.type === "search") return;
      const href = formHref(target.form, null, page.current);
      if (href) navigate(href);
    };
    const onInput = (event: Event) => {
      const target = event.target as Element;
      if (isTextField(target) && target.id) drafts.current.set(target.id, target.value);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (form.id !== FORM_ID) return;
      event.preventDefault();
      const href = formHref(form, event.submitter, page.current);
      if (href) navigate(href, null);
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-search-nav]");
      if (!link) return;
      event.preventDefault();
      navigate(link.getAttribute("href") ?? "", (link.dataset.scroll as Scroll) ?? null);
    };
    // Back and Forward: busy until the page for that address is in place.
    const onPopState = () => {
      const here = `${window.location.pathname}${window.location.search}`;
      if (page.current && here !== page.current.canonicalUrl) setAwaiting(true);
    };
    window.addEventListener("popstate", onPopState);
    el.addEventListener("change", onChange);
    el.addEventListener("input", onInput);
    el.addEventListener("submit", onSubmit);
    el.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("popstate", onPopState);
      el.removeEventListener("change", onChange);
      el.removeEventListener("input", onInput);
      el.removeEventListener("submit", onSubmit);
      el.removeEventListener("click", onClick);
    };
  }, [navigate]);

  const value = useMemo(
    () => ({ pending, drawerOpen, setDrawerOpen, navigate, pageShown }),
    [pending, drawerOpen, navigate, pageShown],
  );
  return (
    <Shell value={value}>
      <div
        ref={root}
        aria-busy={pending}
        data-pending={pending ? "" : undefined}
        className="group/search"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 origin-left scale-x-0 bg-accent opacity-0 transition-[transform,opacity] duration-700 group-data-[pending]/search:scale-x-75 group-data-[pending]/search:opacity-100"
        />
        {failed ? (
          <div
            role="alert"
            className="sticky top-0 z-50 mx-auto flex max-w-7xl flex-wrap items-center gap-4 rounded-b-brand border border-red-700 bg-red-50 px-4 py-3 text-red-900 shadow"
          >
            <p className="font-semibold">
              {failed.again
                ? "We still can't reach the server. Please check your connection and try again."
                : "We couldn't update the results. Please check your connection and try again."}
            </p>
            <button
              type="button"
              onClick={() => retry(failed.href)}
              className="min-h-11 rounded-brand bg-red-800 px-4 font-semibold text-white"
            >
              Try again
            </button>
          </div>
        ) : null}
        {children}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </Shell>
  );
}
