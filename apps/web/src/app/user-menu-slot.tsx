import { Button } from "@/ui/button";

/**
 * The sidebar's user-menu spot. A placeholder for now; the auth issue replaces it with the real menu
 * (initials, display name, e-mail, Settings, Sign Out — spec 1 §2).
 */
export function UserMenuSlot() {
  return (
    <Button variant="ghost" className="h-12 w-full justify-start gap-3 px-2">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        U
      </span>
      <span className="truncate">User</span>
    </Button>
  );
}
