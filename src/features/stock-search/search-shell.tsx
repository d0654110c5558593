"use client";
/**
 * The search island (spec 1 §2, §4 "Search state"). Mounted once by the search layout, it turns
 * the server-rendered page into an in-place search: a change in the filter form, a submit, a
 * page link or a filter chip becomes a client navigation to the canonical address, so the state
 * stays in the address (reload, Back, Forward and shared links all work) and the page is
 * rendered on the server as before. While the next page loads the current hits stay on screen
 * (a transition), dimmed and marked busy; the ticked box keeps focus, the drawer keeps its
 * scroll, the new count is announced, and Clear Filters scrolls to the top.
 *
 * Without JavaScript none of this runs: the form submits, links navigate.
 */
import { useRouter } from "next/navigation";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from "react";
import type { SliderBounds } from "@/domain/search/search-form";
import type { SearchVocabulary } from "@/domain/search/search-vocabulary";
import { keepResultsSnapshot } from "./results-snapshot";
import { readSearchAddress, searchHref } from "./search-address";

export type SearchPageInfo = {
  canonicalUrl: string;
  title: string;
  announcement: string;
  vocabulary: SearchVocabulary;
  priceSlider: SliderBounds;
};

type Scroll = "top" | "results" | null;

type ShellContext = {
  pending: boolean;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  navigate: (href: string, scroll?: Scroll) => void;
  pageShown: (info: SearchPageInfo) => void;
};

const Shell = createContext<ShellContext | null>(null);

export function useSearchShell(): ShellContext | null {
  return use(Shell);
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

export function SearchShell({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [transitioning, startTransition] = useTransition();
  // Busy from the request until the new page has been put in place (its layout effect), which
  // can be a moment after the router commits the new address.
  const [awaiting, setAwaiting] = useState(false);
  const pending = transitioning || awaiting;
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
  const restore = useRef<{ focus: string | null; scroll: Scroll; drawerTop: number | null }>({
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
        focus: document.activeElement?.id || null,
        scroll,
        drawerTop: document.querySelector("[data-drawer-body]")?.scrollTop ?? null,
      };
      drafts.current.clear();
      keepResultsSnapshot();
      setAwaiting(true);
      startTransition(() => router.push(href, { scroll: false }));
    },
    [router],
  );

  const pageShown = useCallback((info: SearchPageInfo) => {
    const first = page.current === null;
    page.current = info;
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
    if (focus) document.getElementById(focus)?.focus({ preventScroll: true });
    // Instant, whatever the page's smooth scrolling: the shopper asked for this place.
    if (scroll === "top") window.scrollTo({ top: 0, behavior: "instant" });
    if (scroll === "results")
      document.getElementById("results")?.scrollIntoView({ block: "start", behavior: "instant" });
    document.title = info.title;
    setAnnouncement(info.announcement);
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
        {children}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </Shell>
  );
}
