import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/ui/card";

export type SettingsSectionProps = {
  id: string;
  title: string;
  description?: ReactNode;
  /** Beside the title, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
};

/** One card of the settings page, named by its heading. */
export function SettingsSection({ id, title, description, aside, children }: SettingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold leading-tight tracking-tight">
            {title}
          </h2>
          {aside}
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
