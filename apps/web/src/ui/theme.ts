// Theme preference: what the user picked (light, dark, or follow the system) and what it resolves to.
// public/theme-init.js repeats resolveTheme in plain JS so the right theme paints before React loads.

export const THEME_STORAGE_KEY = "lectern-theme";
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;

export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = "light" | "dark";

/** Reads a stored value; anything unknown (missing, garbage) means "system". */
export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return THEME_PREFERENCES.find((preference) => preference === stored) ?? "system";
}

/** The theme to paint for a stored preference, given whether the system prefers dark. */
export function resolveTheme(stored: string | null | undefined, prefersDark: boolean): ResolvedTheme {
  const preference = parseThemePreference(stored);
  if (preference === "system") return prefersDark ? "dark" : "light";
  return preference;
}
