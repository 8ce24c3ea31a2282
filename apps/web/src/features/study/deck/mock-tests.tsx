import { MOCK_TESTS, messages } from "@lectern/core";
import { FileTextIcon } from "lucide-react";

const t = messages.study;

/** The Mock Tests tab (spec 2 §2): two fixed sample tests, reachable by the #mock-tests hash only (no tab button). */
export function MockTests() {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={t.tabMockTests}>
      {MOCK_TESTS.map((test, index) => (
        <li
          key={test.id}
          data-testid="mock-test"
          className="flex items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
        >
          <FileTextIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex flex-col">
            <h3 className="font-semibold">{t.mockTestTitle(index + 1)}</h3>
            <p className="text-sm text-muted-foreground">
              {t.mockTestDetails(test.questions, test.durationMinutes)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
