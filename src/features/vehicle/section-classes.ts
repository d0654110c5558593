/**
 * The vehicle page's section box and heading, shared by its server and browser components. A
 * section out of view is not laid out or painted until it scrolls near (content-visibility), so a
 * phone's first layout of a long page covers what it shows; it keeps the height it last had, or
 * about a section's before it ever showed.
 */
export const sectionClass =
  "scroll-mt-24 rounded-brand border border-ink/10 bg-page p-5 md:p-6 [content-visibility:auto] [contain-intrinsic-block-size:auto_30rem]";
export const headingClass = "mb-3 text-xl font-bold";
