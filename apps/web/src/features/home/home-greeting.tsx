import { greetingName, messages } from "@lectern/core";

const t = messages.home;

/** spec 1 §2: the greeting with the e-mail prefix, else 'Scholar', and a friendly line under it. */
export function HomeGreeting({ email }: { email: string | null | undefined }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="home-greeting">
        {t.greeting(greetingName(email))}
      </h1>
      <p className="text-muted-foreground">{t.tagline}</p>
    </header>
  );
}
