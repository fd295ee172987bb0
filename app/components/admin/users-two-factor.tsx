import { Form } from "react-router";
import { TextField } from "../ui/text-field";
import { primaryButton } from "./users-forms";

interface Setup {
  secret: string;
  qrSvg: string;
}

/** The signed-in administrator's own two-factor sign-in: off, being set up (QR and secret), or on. */
export function TwoFactorPanel({ on, recoveryCodesLeft, setup, codeError }: { on: boolean; recoveryCodesLeft: number; setup: Setup | null; codeError: string | undefined }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="two-factor-panel">
      <h3 className="text-base">Two-factor sign-in</h3>
      {on ? (
        <p className="mt-2 text-slate-700">
          On. {recoveryCodesLeft} of 10 recovery codes left. If you lose your phone and codes, another administrator can turn it off for you.
        </p>
      ) : setup ? (
        <>
          <p className="mt-2 text-sm text-slate-700">Scan this code with an authenticator app, or type the secret into it, then enter the code it shows.</p>
          {/* qrcode's own SVG markup of our otpauth: URI; inline because the CSP refuses data: images */}
          <div role="img" aria-label="QR code for your authenticator app" className="mt-3 h-48 w-48 bg-white" dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
          <p className="mt-3 text-sm">
            Secret: <code className="select-all break-all rounded bg-slate-100 px-2 py-1 font-mono" data-testid="totp-secret">{setup.secret}</code>
          </p>
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="2fa-confirm" />
            <TextField name="code" label="Code from the app" autoComplete="one-time-code" required maxLength={20} error={codeError} />
            <button type="submit" className={primaryButton}>Confirm and turn on</button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">Off. With it on, signing in asks for a code from your phone after the password.</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="2fa-start" />
            <button type="submit" className={primaryButton}>Turn on two-factor sign-in</button>
          </Form>
        </>
      )}
    </div>
  );
}
