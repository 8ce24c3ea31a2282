import { messages } from "@lectern/core";
import { DownloadIcon } from "lucide-react";
import { ACCOUNT_EXPORT_URL } from "@/data/account";
import type { SessionUser } from "@/data/auth";
import { buttonVariants } from "@/ui/button-variants";
import { cn } from "@/ui/cn";
import { Separator } from "@/ui/separator";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsSection } from "./settings-section";

const text = messages.account;

/** 'Your data' (issue 18 §6): a copy of everything as a zip, and deleting the account. */
export function DataSection({ user }: { user: SessionUser }) {
  return (
    <SettingsSection id="your-data" title={text.sectionTitle} description={text.sectionDescription}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <h3 className="font-medium">{text.exportTitle}</h3>
          <p className="text-sm text-muted-foreground">{text.exportDescription}</p>
          {/* The server names the file (Content-Disposition): a plain link downloads it, however large. */}
          <a
            href={ACCOUNT_EXPORT_URL}
            download
            className={cn(buttonVariants({ variant: "outline" }), "w-fit")}
          >
            <DownloadIcon aria-hidden="true" />
            {text.exportButton}
          </a>
        </div>
        <Separator />
        <div className="flex flex-col gap-3">
          <h3 className="font-medium">{text.deleteTitle}</h3>
          <p className="text-sm text-muted-foreground">{text.deleteDescription}</p>
          <DeleteAccountDialog twoFactor={Boolean(user.twoFactorEnabled)} />
        </div>
      </div>
    </SettingsSection>
  );
}
