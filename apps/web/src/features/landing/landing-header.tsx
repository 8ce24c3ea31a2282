import { Link } from "react-router";
import { Button } from "@/ui/button";
import { Logo } from "@/ui/logo";

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to="/"
          aria-label="Lectern home"
          className="flex items-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <nav aria-label="Sections" className="hidden items-center gap-1 sm:flex">
          <Button variant="ghost" size="sm" asChild>
            <a href="#features">Features</a>
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <a href="#testimonials">Testimonials</a>
          </Button>
        </nav>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link to="/auth/login">Log In</Link>
          </Button>
          <Button size="sm" asChild>
            <Link to="/auth/register">Sign Up</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
