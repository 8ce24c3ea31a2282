import { Link, useLocation } from "react-router";
import { cn } from "@/ui/cn";
import { Logo } from "@/ui/logo";
import { Separator } from "@/ui/separator";
import { ThemeToggle } from "@/ui/theme-toggle";
import { NAV_ITEMS } from "./nav-items";
import { navSectionForPath } from "./nav-sections";
import { SyncIndicator } from "./sync-indicator";
import { UserMenu } from "./user-menu";

/** The sidebar's content, shared by the fixed desktop sidebar and the mobile drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const activeSection = navSectionForPath(pathname);

  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <Link
        to="/home"
        onClick={onNavigate}
        aria-label="Lectern home"
        className="flex h-11 items-center rounded-md px-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Logo />
      </Link>

      <nav aria-label="Main" className="flex-1">
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map(({ section, label, to, Icon }) => {
            const active = section === activeSection;
            return (
              <li key={to}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                    active && "bg-accent text-accent-foreground",
                  )}
                >
                  <Icon className="size-4.5" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex flex-col gap-3">
        <SyncIndicator />
        <ThemeToggle />
        <Separator />
        <UserMenu />
      </div>
    </div>
  );
}
