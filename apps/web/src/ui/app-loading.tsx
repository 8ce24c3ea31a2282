import { APP_LOADING_ATTRIBUTE } from "./app-loading-marker";
import { Spinner } from "./spinner";

/**
 * Shown while the first screen's code and session load. The build also writes it into index.html, so every page
 * but the landing page paints it before any JS has arrived, instead of a blank page (issue 18 §1, first paint).
 */
export function AppLoading() {
  return (
    <div {...{ [APP_LOADING_ATTRIBUTE]: "" }} className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading..." showLabel />
    </div>
  );
}
