import { useAuthSession } from "@/data/auth";
import { AudioStorageSection } from "./audio-storage-section";
import { DataSection } from "./data-section";
import { EmailSection } from "./email-section";
import { PasswordSection } from "./password-section";
import { PlanSection } from "./plan-section";
import { ProfileSection } from "./profile-section";
import { SessionsSection } from "./sessions-section";
import { StudySection } from "./study-section";
import { TwoFactorSection } from "./two-factor-section";

// Account settings, reached from the user menu (spec 1 §2 shows the link; issue 4 the page).
export function SettingsPage() {
  const { user } = useAuthSession();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <title>Settings · Lectern</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground">Your profile, plan, password and sign-in security.</p>
      </div>
      {user && (
        <>
          <ProfileSection user={user} />
          <PlanSection />
          <StudySection />
          <EmailSection user={user} />
          <PasswordSection />
          <TwoFactorSection user={user} />
          <SessionsSection />
          <AudioStorageSection />
          <DataSection user={user} />
        </>
      )}
    </div>
  );
}
