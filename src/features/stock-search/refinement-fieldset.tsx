/**
 * The frame of every refinement in the filter form: a fieldset ruled off from the one above, its
 * legend as the heading. Styled by the `.facet` component classes (globals.css), so a panel of a
 * dozen refinements does not repeat the same class lists.
 */
export function RefinementFieldset({
  legend,
  spaced = false,
  children,
}: {
  legend: string;
  /** Space the fieldset's parts apart (ranges: a slider, its picks). */
  spaced?: boolean;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <div className={spaced ? "facet-body space-y-3" : "facet-body"}>{children}</div>
    </fieldset>
  );
}

/** "Show all" below a refinement list, open by itself when a value behind it is ticked. */
export function MoreOptions({
  open,
  summary,
  children,
}: {
  open: boolean;
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <details open={open} className="facet-more">
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
