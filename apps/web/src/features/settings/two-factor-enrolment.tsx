import type { Enrolment } from "./use-two-factor";

/** What the user copies into the authenticator app: the QR code, the secret as text, and the backup codes. */
export function TwoFactorEnrolment({ enrolment }: { enrolment: Enrolment }) {
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted-foreground">
        <li>Scan the QR code with an authenticator app, or type the key in by hand.</li>
        <li>Save the backup codes somewhere safe: each one signs you in once if you lose your phone.</li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {/* A white tile in both themes: scanners need dark modules on a light background. */}
        <img
          src={enrolment.qrDataUrl}
          alt="QR code to add Lectern to your authenticator app"
          width={224}
          height={224}
          className="size-56 shrink-0 rounded-lg border bg-white p-2"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium">Setup key</p>
            <code className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all">
              {enrolment.secret}
            </code>
          </div>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium">Backup codes</p>
            <ul aria-label="Backup codes" className="grid grid-cols-2 gap-1.5 font-mono text-sm">
              {enrolment.backupCodes.map((code) => (
                <li key={code} className="rounded-md bg-muted px-2 py-1 text-center">
                  {code}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
