/**
 * A form with category Careers Enquiry is sent as General Enquiry with
 * subcategory Career Enquiry (dealer systems have no careers queue).
 */
export const CAREERS_CATEGORY = "Careers Enquiry";
export const CAREERS_SENT_AS = { category: "General Enquiry", subcategory: "Career Enquiry" };

export function convertCareersCategory(
  category: string,
  subcategory: string | null,
): { category: string; subcategory: string | null } {
  return category === CAREERS_CATEGORY ? { ...CAREERS_SENT_AS } : { category, subcategory };
}
