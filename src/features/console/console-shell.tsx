/**
 * The console's frame: the site's name, the sections the member may open, who is signed in and
 * Sign out (a plain form post). Server-rendered, no script of its own; the skip link and the
 * visible focus ring make it quick to use all day by keyboard.
 */
import type { ReactNode } from "react";
import { mayDo, type StaffMember } from "@/domain/console/staff";

export const focusRing =
  "focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
export const buttonClass = `rounded border border-slate-800 bg-slate-900 px-3 py-1.5 font-medium text-white hover:bg-slate-700 ${focusRing}`;
export const linkClass = `text-blue-800 underline hover:text-blue-950 ${focusRing}`;
export const fieldClass = `rounded border border-slate-500 bg-white px-2 py-1.5 text-slate-900 ${focusRing}`;

export function ConsoleShell({
  siteName,
  member,
  current,
  children,
}: {
  siteName: string;
  member: StaffMember | null;
  current?: "home" | "leads" | "stock" | "delivery" | "audit";
  children: ReactNode;
}) {
  const sections = [
    { key: "home", href: "/admin", label: "Overview", show: member !== null },
    { key: "leads", href: "/admin/leads", label: "Leads", show: member !== null },
    {
      key: "stock",
      href: "/admin/stock",
      label: "Stock",
      show: member !== null && mayDo(member, "read-stock"),
    },
    {
      key: "delivery",
      href: "/admin/delivery",
      label: "Lead delivery",
      show: member !== null && mayDo(member, "read-delivery"),
    },
    {
      key: "audit",
      href: "/admin/audit",
      label: "Audit log",
      show: member !== null && mayDo(member, "read-audit"),
    },
  ].filter((section) => section.show);
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <a
        href="#main"
        className={`sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2 ${focusRing}`}
      >
        Skip to content
      </a>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
          <p className="font-semibold">{siteName} · Dealer console</p>
          {sections.length > 0 && (
            <nav aria-label="Console">
              <ul className="flex gap-4">
                {sections.map((section) => (
                  <li key={section.key}>
                    <a
                      href={section.href}
                      className={linkClass}
                      aria-current={current === section.key ? "page" : undefined}
                    >
                      {section.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {member && (
            <form
              method="post"
              action="/admin/sign-out"
              className="ml-auto flex items-center gap-3"
            >
              <span className="text-sm">
                Signed in as {member.email} ({member.role})
              </span>
              <button type="submit" className={buttonClass}>
                Sign out
              </button>
            </form>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}
