/** The vehicle page's section box and heading, shared by its server and browser components. */
export const sectionClass = "scroll-mt-24 rounded-brand border border-ink/10 bg-page p-5 md:p-6";
export const headingClass = "mb-3 text-xl font-bold";
