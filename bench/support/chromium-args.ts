/** Headless Debian Chromium as root on a machine with no internet (DESIGN §11): no sandbox, no calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
