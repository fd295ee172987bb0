import { useEffect, useState, type ReactNode } from "react";
import { Form, NavLink, useLocation, useNavigation } from "react-router";
import { roleLabels, sectionsFor, type Role } from "../../domain/roles";
import { MessagesUnreadBadge } from "./messages-unread-badge";
import { Spinner } from "./spinner";

/**
 * Sidebar on wide screens, a drawer on phones, with the Logout button always at hand. It lists only
 * the screens the role may use (app/domain/roles.ts; the server refuses the others anyway).
 */
export function AdminShell({ email, role, unreadMessages, children }: { email: string; role: Role; unreadMessages: number | null; children: ReactNode }) {
  const sections = sectionsFor(role).map(({ to, label }) => [to, label] as const);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  // Moving to another screen keeps the old one up until the new data arrives: say so, and where.
  const navigation = useNavigation();
  const target = navigation.state === "loading" && navigation.location.pathname !== location.pathname ? navigation.location.pathname : null;
  const targetLabel = target ? sections.find(([to]) => target.startsWith(to))?.[1] : undefined;
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <div className="flex items-center justify-between bg-navy-900 px-4 py-3 text-white md:hidden">
        <span className="font-bold">Candlewise Admin</span>
        <button type="button" aria-expanded={open} aria-controls="admin-nav" onClick={() => setOpen((value) => !value)} className="min-h-11 rounded-md px-3">
          Menu
        </button>
      </div>
      <aside id="admin-nav" className={`${open ? "block" : "hidden"} w-full bg-navy-900 text-slate-200 md:block md:min-h-screen md:w-60 md:shrink-0`}>
        <p className="hidden px-6 py-5 text-lg font-bold text-white md:block">Candlewise Admin</p>
        <nav aria-label="Admin">
          <ul className="space-y-1 px-3 pb-4">
            {sections.map(([to, label]) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) => `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-navy-700 text-white" : "hover:bg-navy-800 hover:text-white"}`}
                >
                  {label}
                  {to === "/admin/messages" && unreadMessages !== null && <MessagesUnreadBadge initial={unreadMessages} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-navy-800 px-6 py-4 text-sm">
          <p className="truncate text-slate-400" title={email}>{email}</p>
          <p className="text-slate-400" data-testid="admin-role">{roleLabels[role]}</p>
          <Form method="post" action="/admin/logout" className="mt-2">
            <button type="submit" className="min-h-10 rounded-lg border border-slate-500 px-4 font-medium text-white hover:bg-navy-800">
              Logout
            </button>
          </Form>
        </div>
      </aside>
      {/* min-w-0: a wide child (a long unbroken word, an editor's toolbar) scrolls inside its box instead of widening the page */}
      <main className="min-w-0 flex-1 px-4 py-8 sm:px-8">
        {target && (
          <div className="mb-4">
            <Spinner label={`Loading ${(targetLabel ?? "page").toLowerCase()}`} />
          </div>
        )}
        <div className={target ? "opacity-60 transition-opacity" : undefined}>{children}</div>
      </main>
    </div>
  );
}
