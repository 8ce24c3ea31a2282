import { type LucideIcon, MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { cn } from "./cn";
import type { ThemePreference } from "./theme";
import { useTheme } from "./theme-provider";

const OPTIONS: { value: ThemePreference; label: string; Icon: LucideIcon }[] = [
  { value: "light", label: "Light", Icon: SunIcon },
  { value: "dark", label: "Dark", Icon: MoonIcon },
  { value: "system", label: "System", Icon: MonitorIcon },
];

/** Three pressed-state buttons: light, dark, or follow the system. */
export function ThemeToggle({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { preference, setPreference } = useTheme();
  return (
    <fieldset className={cn("flex items-center gap-0.5 rounded-lg border bg-muted p-0.5", className)}>
      <legend className="sr-only">Theme</legend>
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={preference === value}
          title={`${label} theme`}
          onClick={() => setPreference(value)}
          className={cn(
            "inline-flex h-7 flex-1 items-center justify-center gap-1.5 rounded-md px-2 text-xs font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
            preference === value && "bg-background text-foreground shadow-sm",
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          <span className={compact ? "sr-only" : undefined}>{label}</span>
        </button>
      ))}
    </fieldset>
  );
}
