/**
 * A real local SMTP server (the `smtp-server` package) that keeps every email it takes, for the
 * lead integration tests, the lead delivery benchmark and the cluster checks. It can be made to
 * fail as a dealer's mail server does: refusing connections (421) or refusing each message (451).
 *
 *   const smtp = await startSmtpSink();
 *   // SMTP_URL=smtp.url, or smtp.urlFor("node-a") for a sender that greets as node-a
 *   smtp.received; // [{ to: ["dealer@example.com"], raw: "…", sender: "node-a" }]
 *   await smtp.close();
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One email taken: its recipients, its raw text, and the name its sender greeted with. */
export type SmtpMessage = { to: string[]; raw: string; sender: string };

export type SmtpSink = {
  readonly port: number;
  /** SMTP_URL of the sink. */
  readonly url: string;
  /** SMTP_URL for a sender that greets as `name` (nodemailer's `?name=`). */
  urlFor(name: string): string;
  /** Every email taken, in the order received (a test may empty it). */
  readonly received: SmtpMessage[];
  /** Faults to make: every new connection refused (421), or every message refused (451). */
  readonly state: { refuseConnections: boolean; refuse: boolean };
  close(): Promise<void>;
};

/** The lead an email is about: its X-Lead-Id header, or the lead id of a receipt's Message-ID. */
export const emailLead = (raw: string): string =>
  /x-lead-id: (\S+)/i.exec(raw)?.[1] ?? /<([0-9a-f-]{36})\.receipt@/.exec(raw)?.[1] ?? "?";

/** An email's Message-ID, angle brackets included. */
export const emailMessageId = (raw: string): string =>
  /message-id:\s*(<[^>]+>)/i.exec(raw)?.[1] ?? "?";

/** Starts a sink on a free port of 127.0.0.1; `onMessage` hears each email as it is taken. */
export async function startSmtpSink(
  options: { onMessage?: (message: SmtpMessage) => void } = {},
): Promise<SmtpSink> {
  const received: SmtpMessage[] = [];
  const state = { refuseConnections: false, refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (!state.refuseConnections) return callback();
      callback(Object.assign(new Error("Service not available"), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => {
        if (state.refuse) return callback(new Error("451 Try again later"));
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          sender: session.hostNameAppearsAs,
        };
        received.push(message);
        options.onMessage?.(message);
        callback();
      });
    },
  });
  // A sender killed mid-message drops its connection; that is no fault of the sink's.
  server.on("error", () => {});
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port)),
  );
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    urlFor: (name) => `smtp://127.0.0.1:${port}/?name=${encodeURIComponent(name)}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
