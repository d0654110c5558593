/**
 * The console's sign-in pages: the form asking for a link ('Email', 'Send sign-in link'), and
 * the page a link opens, whose button signs in (so a mail scanner opening the link does not use
 * it up). Plain forms: they work without JavaScript. After a failed post the message takes focus.
 */
import {
  SIGN_IN_ERRORS,
  SIGN_IN_NOTICES,
  type SignInErrorCode,
  type SignInNotice,
} from "./console-copy";
import { buttonClass, ConsoleShell, fieldClass, linkClass } from "./console-shell";

export function StaffSignInPage({
  siteName,
  notice,
  error,
}: {
  siteName: string;
  notice: SignInNotice | null;
  error: SignInErrorCode | null;
}) {
  return (
    <ConsoleShell siteName={siteName} member={null}>
      <div className="max-w-lg">
        <h1 className="mb-4 text-2xl font-bold">Sign in to the console</h1>
        {error && (
          <div
            role="alert"
            id="sign-in-message"
            tabIndex={-1}
            // biome-ignore lint/a11y/noAutofocus: after a failed post the message takes focus, without JavaScript too.
            autoFocus
            className="mb-4 rounded border-2 border-red-700 bg-red-50 p-3"
          >
            {SIGN_IN_ERRORS[error]}
          </div>
        )}
        {notice && (
          <p role="status" className="mb-4 rounded border border-green-800 bg-green-50 p-3">
            {SIGN_IN_NOTICES[notice]}
          </p>
        )}
        <p className="mb-4">
          Staff of {siteName} sign in with a link sent by email. There is no password.
        </p>
        <form method="post" action="/admin/sign-in/send" className="flex flex-col gap-3">
          <label htmlFor="staff-email" className="font-medium">
            Email
          </label>
          <input
            id="staff-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            className={fieldClass}
          />
          <div>
            <button type="submit" className={buttonClass}>
              Send sign-in link
            </button>
          </div>
        </form>
      </div>
    </ConsoleShell>
  );
}

export function StaffLinkPage({
  siteName,
  token,
  state,
}: {
  siteName: string;
  token: string | null;
  state: "live" | SignInErrorCode;
}) {
  return (
    <ConsoleShell siteName={siteName} member={null}>
      <div className="max-w-lg">
        <h1 className="mb-4 text-2xl font-bold">Sign in to the console</h1>
        {state === "live" && token ? (
          <form method="post" action="/admin/sign-in/verify" className="flex flex-col gap-3">
            <input type="hidden" name="token" value={token} />
            <p>Continue to sign in to the {siteName} console on this device.</p>
            <div>
              <button type="submit" className={buttonClass}>
                Sign in
              </button>
            </div>
          </form>
        ) : (
          <>
            <p role="alert" className="mb-4 rounded border-2 border-red-700 bg-red-50 p-3">
              {SIGN_IN_ERRORS[state === "live" ? "link-invalid" : state]}
            </p>
            <p>
              <a href="/admin/sign-in" className={linkClass}>
                Ask for a new sign-in link
              </a>
            </p>
          </>
        )}
      </div>
    </ConsoleShell>
  );
}
