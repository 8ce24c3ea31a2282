/**
 * Runs `work` once the window's load event has fired (at once if it has). Code that no page needs for its first
 * paint starts here, so the page's first load is its own code only (issue 18 §1). The hook form is
 * usePageLoaded (./use-page-loaded).
 */
export function afterPageLoad(work: () => void): void {
  if (document.readyState === "complete") {
    work();
    return;
  }
  window.addEventListener("load", () => work(), { once: true });
}
