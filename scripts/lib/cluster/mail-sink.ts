/**
 * The dealer's mail server for the cluster checks: a local SMTP server that keeps, for every
 * email to the dealer, its lead, its Message-ID and the node that sent it (the name the node
 * greets with, set by `?name=` in its SMTP_URL).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type DealerMail = { lead: string; messageId: string; sender: string };

export type MailSink = {
  readonly port: number;
  /** Every email to the dealer, in the order received. */
  readonly mails: readonly DealerMail[];
  /** SMTP_URL for a node that greets as `name`. */
  urlFor(name: string): string;
  close(): Promise<void>;
};

export async function startMailSink(dealer: string): Promise<MailSink> {
  const mails: DealerMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (session.envelope.rcptTo.some((r) => r.address === dealer))
          mails.push({
            lead: /x-lead-id: (\S+)/i.exec(raw)?.[1] ?? "?",
            messageId: /message-id:\s*(<[^>]+>)/i.exec(raw)?.[1] ?? "?",
            sender: session.hostNameAppearsAs,
          });
        callback();
      });
    },
  });
  // A killed node drops its connection mid-message; that is the point, not an error here.
  server.on("error", () => {});
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port)),
  );
  return {
    port,
    mails,
    urlFor: (name) => `smtp://127.0.0.1:${port}/?name=${encodeURIComponent(name)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
