// Runs before first paint (an external file, because the server's CSP forbids inline scripts).
// Mirrors resolveTheme in src/ui/theme.ts: 'light' | 'dark' | 'system' (default) → class "dark" on <html>.
(() => {
  let stored = null;
  try {
    stored = window.localStorage.getItem("lectern-theme");
  } catch {
    // Storage can be blocked (private mode, policies); fall back to the system preference.
  }
  const prefersDark = window.matchMedia?.("(prefers-color-scheme: dark)").matches === true;
  const dark = stored === "dark" || (stored !== "light" && prefersDark);
  document.documentElement.classList.toggle("dark", dark);
})();
