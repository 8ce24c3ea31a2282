import { MenuIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { useAuthSession } from "@/data/auth";
import { Button } from "@/ui/button";
import { Logo } from "@/ui/logo";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/ui/sheet";
import { SkipLink } from "@/ui/skip-link";
import { PublicLayout } from "./public-layout";
import { SidebarContent } from "./sidebar";

const DESKTOP_QUERY = "(min-width: 48rem)"; // Tailwind's md

/** The signed-in layout: sidebar (a drawer below md), and the screen in <main>. */
export function Shell() {
  const { user } = useAuthSession();
  // A signed-out visitor on a screen open to visitors (the study deck, spec 2 §6) gets the public frame: the
  // sidebar's links and account menu are for signed-in users.
  if (!user) return <PublicLayout />;
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipLink />
      <aside
        aria-label="Sidebar"
        className="sticky top-0 hidden h-dvh border-r bg-sidebar text-sidebar-foreground md:block"
      >
        <SidebarContent />
      </aside>
      <MobileTopBar />
      <main id="main-content" tabIndex={-1} className="min-w-0 outline-none">
        <Outlet />
      </main>
    </div>
  );
}

function MobileTopBar() {
  const [open, setOpen] = useState(false);
  const navigated = useRef(false);
  const drawer = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Any navigation (a link in the drawer, back/forward) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setOpen(false), [pathname]);

  // Growing past md shows the fixed sidebar; drop the drawer.
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur md:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open navigation">
            <MenuIcon className="size-5" aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent
          side="left"
          closeLabel="Close navigation"
          aria-describedby={undefined}
          ref={drawer}
          onOpenAutoFocus={(event) => {
            // Radix skips links when it picks the first focus; start on the current screen's link instead.
            const nav = drawer.current?.querySelector("nav");
            const current =
              nav?.querySelector<HTMLElement>('a[aria-current="page"]') ?? nav?.querySelector("a");
            if (!current) return;
            event.preventDefault();
            current.focus();
          }}
          onCloseAutoFocus={(event) => {
            // After following a link, start the keyboard user at the new screen rather than the menu button.
            if (!navigated.current) return;
            navigated.current = false;
            event.preventDefault();
            document.getElementById("main-content")?.focus();
          }}
        >
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SidebarContent
            onNavigate={() => {
              navigated.current = true;
              setOpen(false);
            }}
          />
        </SheetContent>
      </Sheet>
      <Link
        to="/home"
        aria-label="Lectern home"
        className="flex items-center rounded-md px-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Logo />
      </Link>
    </header>
  );
}
