import { LEGAL_UPDATED, PRIVACY_INTRO, PRIVACY_SECTIONS } from "./legal-content";
import { LegalPage } from "./legal-page";

// Linked from the landing page footer (spec 1 §2).
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
