/**
 * Marks AppLoading's markup. index.html's #root holds that markup from the build (vite-plugins/prerender.ts), so
 * main.tsx tells it from the prerendered landing page, which it hydrates. A module of its own, so the entry chunk
 * that reads it loads nothing else.
 */
export const APP_LOADING_ATTRIBUTE = "data-app-loading";
