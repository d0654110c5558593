/** The dealer console lives under /admin on each site's host; its pages carry none of the shop's frame. */
export function isConsolePath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
}
