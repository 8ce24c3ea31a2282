import { messages } from "@lectern/core";
import { ArrowLeftIcon } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/ui/button";

/** The screens' back button (spec 2 §2): where the student came from, or Home when the screen was opened directly. */
export function BackButton({ onBack }: { onBack?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="w-fit"
      onClick={() => {
        onBack?.();
        // react-router's first entry of a tab has the key "default": there is nothing to go back to.
        if (location.key === "default") navigate("/home");
        else navigate(-1);
      }}
    >
      <ArrowLeftIcon aria-hidden="true" />
      {messages.documentScreens.back}
    </Button>
  );
}
