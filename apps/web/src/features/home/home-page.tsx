import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 1 §2: greeting, stat cards, quick actions, recent activity, today's goals.
export function HomePage() {
  return <ScreenPlaceholder title="Home" />;
}
