/**
 * Sending text messages. With SMS_GATEWAY_URL set, each message is POSTed as JSON
 * ({ to, message }, the key as a bearer token) to that HTTP gateway, which must answer 2xx.
 * Otherwise each message is written as a text file under {DATA_DIR}/sms (the number on the
 * first line, then the message), so development, demos and tests can read what was sent.
 * Both throw when the message was not accepted.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export type SmsMessage = { to: string; text: string };

export type SmsSender = {
  /** "https://gateway.example/send" or "files in /path"; never the key. */
  describe: string;
  send(message: SmsMessage): Promise<void>;
};

const GATEWAY_TIMEOUT_MS = 10_000;

function gatewaySender(url: string, key: string | undefined): SmsSender {
  const target = new URL(url);
  return {
    describe: `${target.origin}${target.pathname}`,
    async send(message) {
      const answer = await fetch(target, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(key ? { authorization: `Bearer ${key}` } : {}),
        },
        body: JSON.stringify({ to: message.to, message: message.text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (!answer.ok) throw new Error(`SMS gateway answered ${answer.status}`);
    },
  };
}

function fileSender(dir: string): SmsSender {
  return {
    describe: `files in ${dir}`,
    async send(message) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${randomBytes(4).toString("hex")}.txt`;
      // Written then renamed, so a reader never sees half a message.
      const partial = path.join(dir, `.${name}.tmp`);
      await writeFile(partial, `To: ${message.to}\n\n${message.text}\n`);
      await rename(partial, path.join(dir, name));
    },
  };
}

export function createSmsSender(options: {
  gatewayUrl?: string;
  gatewayKey?: string;
  dataDir: string;
}): SmsSender {
  return options.gatewayUrl
    ? gatewaySender(options.gatewayUrl, options.gatewayKey)
    : fileSender(path.join(options.dataDir, "sms"));
}
