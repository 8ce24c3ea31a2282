import { messages } from "@lectern/core";
import { DownloadIcon } from "lucide-react";
import type { SessionUser } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Separator } from "@/ui/separator";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsSection } from "./settings-section";
import { useDownloadAccountData } from "./use-download-account-data";

const text = messages.account;

/** 'Your data' (issue 18 §6): a copy of everything as a zip, and deleting the account. */
export function DataSection({ user }: { user: SessionUser }) {
  const exporter = useDownloadAccountData();
  return (
    <SettingsSection id="your-data" title={text.sectionTitle} description={text.sectionDescription}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <h3 className="font-medium">{text.exportTitle}</h3>
          <p className="text-sm text-muted-foreground">{text.exportDescription}</p>
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            disabled={exporter.busy}
            onClick={() => void exporter.download()}
          >
            <DownloadIcon aria-hidden="true" />
            {exporter.busy ? text.exportPreparing : text.exportButton}
          </Button>
          {exporter.error && <Alert variant="error">{exporter.error}</Alert>}
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
