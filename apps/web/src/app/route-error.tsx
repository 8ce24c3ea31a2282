import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/ui/button";
import { SkipLink } from "@/ui/skip-link";

/** Last-resort error screen for anything a route throws (including a screen's code failing to load). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <>
      <SkipLink />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
          <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
          <p className="text-muted-foreground">
            {detail ?? "This screen could not be shown. Check your connection and try again."}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => window.location.reload()}>Try again</Button>
            <Button variant="outline" asChild>
              <Link to="/">Go to the home page</Link>
            </Button>
          </div>
        </div>
      </main>
    </>
  );
}
