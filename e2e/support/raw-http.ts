/**
 * One HTTP/1.1 request written byte for byte on its own connection, so that a test can send
 * what an HTTP client library refuses to (a broken Host, a wrong Content-Length, raw bytes in the
 * address). Answers the status the server wrote, or "reset"/"timeout" when it wrote none.
 */
import net from "node:net";
import type { RawRequest } from "./malformed-requests";

export type RawReply = { status: number | "reset" | "timeout"; head: string };

export function sendRaw(port: number, request: RawRequest, timeoutMs = 30_000): Promise<RawReply> {
  return new Promise((resolve) => {
    const body = request.body ?? Buffer.alloc(0);
    const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: ${request.host}`];
    for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
    if (request.body !== undefined || request.declaredLength !== undefined)
      lines.push(`Content-Length: ${request.declaredLength ?? body.length}`);
    lines.push("Connection: close", "", "");
    let received = "";
    let settled = false;
    const finish = (reply: RawReply) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(reply);
    };
    const status = () => {
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      return match ? Number(match[1]) : null;
    };
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(Buffer.from(lines.join("\r\n"), "latin1"));
      socket.write(body);
    });
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      if (received.length < 4096) received += chunk;
      const code = status();
      if (code !== null && received.includes("\r\n\r\n"))
        finish({ status: code, head: received.slice(0, received.indexOf("\r\n\r\n")) });
    });
    const ended = () => {
      const code = status();
      finish({ status: code ?? "reset", head: received.slice(0, 2048) });
    };
    socket.on("end", ended);
    socket.on("close", ended);
    socket.on("error", ended);
    socket.setTimeout(timeoutMs, () => finish({ status: "timeout", head: received }));
  });
}
