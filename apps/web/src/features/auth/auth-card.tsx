import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/ui/card";

export type AuthCardProps = {
  /** Page title (the document title too). */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the sign-in screens: one centred card with the screen's heading. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <title>{`${title} · Lectern`}</title>
      <Card className="w-full max-w-md">
        <CardHeader className="gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
        {footer && (
          <CardFooter className="justify-center border-t pt-5 text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        )}
      </Card>
    </div>
  );
}

/** An inline text link in the card's copy. */
export const authLinkClass =
  "font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";
