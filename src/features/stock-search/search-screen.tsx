/**
 * The stock search screen: heading and count, the filter panel (sidebar, or drawer on
 * small screens), the filters in use, sort, the cards with promotions, pagination and the empty
 * states. Rendered on the server from SearchPageData; search-shell.tsx makes it update in place.
 */
import type { ReactNode } from "react";
import { countLabel, itemWords } from "@/domain/car/item-words";
import { formatCount } from "@/domain/format/price";
import { SORT_KEYS, SORTS } from "@/domain/search/sorts";
import { ActiveFilters } from "./active-filters";
import { EmptyState, NO_RESULTS_TEXT } from "./empty-state";
import { stockEmptyAction } from "./empty-state-action";
import { FilterDrawer, FilterDrawerButton, NoScriptPanel } from "./filter-drawer";
import { FilterForm, SEARCH_FORM_ID } from "./filter-form";
import type { SearchPageData } from "./load-search-page.server";
import { PaginationNav } from "./pagination-nav";
import { ResultsList } from "./results-list";
import { searchHref } from "./search-address";
import { SearchPageState } from "./search-page-state";

function SortSelect({ value }: { value: string }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sortBy" className="text-sm font-semibold">
        Sort by
      </label>
      <select
        id="sortBy"
        name="sortBy"
        form={SEARCH_FORM_ID}
        defaultValue={value}
        className="min-h-11 rounded-brand border border-black/20 bg-page px-2"
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORTS[key].label}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          form={SEARCH_FORM_ID}
          className="min-h-11 rounded-brand border border-brand px-3 font-semibold text-brand"
        >
          Sort
        </button>
      </noscript>
    </div>
  );
}

/** `headerAction` sits under the count, e.g. another feature's 'Save this search' form. */
export function SearchScreen({
  data,
  headerAction,
}: {
  data: SearchPageData;
  headerAction?: ReactNode;
}) {
  const { site, state, search, count, vocabulary, now } = data;
  const { result, hitsPerPage } = search;
  const config = site.config;
  const words = itemWords(config.inventory.itemTypes);
  const href = (next: typeof state) => searchHref(next, vocabulary);
  const first = (state.page - 1) * hitsPerPage + 1;
  const last = Math.min(result.count, first + result.hits.length - 1);
  const summary =
    result.count === 0
      ? `No ${words.many} found`
      : `Showing ${formatCount(first)}–${formatCount(last)} of ${countLabel(count, words)}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-8">
      <header className="mb-5">
        <h1 className="text-3xl font-extrabold tracking-tight">{data.heading}</h1>
        <p className="mt-1 text-ink/80">
          {countLabel(count, words)} {count === 1 ? "matches" : "match"} your search
        </p>
        {headerAction}
      </header>
      <NoScriptPanel />
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <FilterDrawer count={count} words={words}>
          <FilterForm
            key={data.canonicalUrl}
            config={config}
            state={state}
            result={result}
            slider={data.priceSlider}
            now={now}
          />
        </FilterDrawer>
        <section id="results" aria-labelledby="results-heading" className="min-w-0 scroll-mt-4">
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <FilterDrawerButton count={count} words={words} />
            <p className="text-sm text-ink/80">{summary}</p>
            <SortSelect key={data.canonicalUrl} value={state.sortBy} />
          </div>
          <ActiveFilters state={state} href={href} config={config} />
          <div className="transition-opacity group-data-[pending]/search:opacity-60">
            {result.count === 0 ? (
              <EmptyState
                text={NO_RESULTS_TEXT}
                action={stockEmptyAction(search.stockCount, config.labels.findSimilar)}
                hints={data.hints}
              />
            ) : (
              <ResultsList slots={data.slots} config={config} now={now} />
            )}
            <PaginationNav
              page={state.page}
              pages={result.pages}
              href={(page) => href({ ...state, page })}
            />
          </div>
        </section>
      </div>
      <SearchPageState
        canonicalUrl={data.canonicalUrl}
        title={`${data.title} | ${config.name}`}
        announcement={result.count === 0 ? NO_RESULTS_TEXT : `${countLabel(count, words)} found`}
        vocabulary={vocabulary}
        priceSlider={data.priceSlider}
        count={count}
      />
    </div>
  );
}
