import { lazy, Suspense } from "react";
import { usePageLoaded } from "@/ui/use-page-loaded";

const WaitlistForm = lazy(() => import("./waitlist-form").then((m) => ({ default: m.WaitlistForm })));

/**
 * The waitlist form, loaded once the page has (issue 18 §1): its form, validation and select libraries are most
 * of the landing page's code, and the hero paints without them. Until then a same-sized outline with no controls
 * holds its place, so nothing moves and nothing typed is lost.
 */
export function WaitlistSlot() {
  const pageLoaded = usePageLoaded();
  if (!pageLoaded) return <WaitlistPlaceholder />;
  return (
    <Suspense fallback={<WaitlistPlaceholder />}>
      <WaitlistForm />
    </Suspense>
  );
}

const labelClass = "h-3.5 text-sm leading-none font-medium";
const boxClass = "h-10 w-full rounded-md border border-input bg-background";

function WaitlistPlaceholder() {
  return (
    <section
      aria-labelledby="waitlist-title"
      aria-busy="true"
      className="w-full max-w-xl rounded-xl border bg-card/80 p-4 shadow-sm backdrop-blur sm:p-5"
    >
      <h2 id="waitlist-title" className="font-semibold">
        Join the waitlist
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Be among the first students in when Lectern opens.</p>
      <div aria-hidden="true" className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <span className={labelClass}>Email</span>
            <div className={boxClass} />
          </div>
          <div className="flex flex-col gap-2">
            <span className={labelClass}>How did you hear about us? (optional)</span>
            <div className={boxClass} />
          </div>
        </div>
        <div className="h-10 w-full rounded-md bg-primary/60 sm:w-32" />
      </div>
    </section>
  );
}
