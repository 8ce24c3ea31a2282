import { LEGAL_UPDATED, TERMS_INTRO, TERMS_SECTIONS } from "./legal-content";
import { LegalPage } from "./legal-page";

// Linked from the landing page footer (spec 1 §2).
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
