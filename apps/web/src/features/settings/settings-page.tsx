import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// Account and app settings, reached from the user menu.
export function SettingsPage() {
  return <ScreenPlaceholder title="Settings" />;
}
