import { Link } from "react-router";
import { Button } from "@/ui/button";

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        {/* Fixed colours (white on deep indigo) so the banner reads the same in both themes. */}
        <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-indigo-600 to-violet-700 px-6 py-14 text-center text-white shadow-xl shadow-indigo-600/20 sm:px-12 dark:border dark:border-indigo-800 dark:from-indigo-950 dark:to-violet-950 dark:shadow-none">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
          />
          <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to make every lecture count?
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-indigo-50">
            Create your free account and have your first flashcards before the next class.
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              size="lg"
              className="bg-white text-indigo-700 hover:bg-indigo-50 focus-visible:ring-white focus-visible:ring-offset-indigo-700"
              asChild
            >
              <Link to="/auth/register">Create Account</Link>
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-indigo-700"
              asChild
            >
              <Link to="/auth/login">Sign In</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
