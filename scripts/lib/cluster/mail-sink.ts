/**
 * The dealer's mail server for the cluster checks: the local SMTP sink, keeping for every email
 * to the dealer its lead, its Message-ID and the node that sent it (the name the node greets
 * with, set by `?name=` in its SMTP_URL).
 */
import { emailLead, emailMessageId, startSmtpSink } from "../../../tests/support/smtp-sink";

export type DealerMail = { lead: string; messageId: string; sender: string };

export type MailSink = {
  /** Every email to the dealer, in the order received. */
  readonly mails: readonly DealerMail[];
  /** SMTP_URL for a node that greets as `name`. */
  urlFor(name: string): string;
  close(): Promise<void>;
};

export async function startMailSink(dealer: string): Promise<MailSink> {
  const mails: DealerMail[] = [];
  const sink = await startSmtpSink({
    onMessage({ to, raw, sender }) {
      if (to.includes(dealer))
        mails.push({ lead: emailLead(raw), messageId: emailMessageId(raw), sender });
    },
  });
  return { mails, urlFor: sink.urlFor, close: sink.close };
}
