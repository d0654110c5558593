/**
 * A dedicated PostgreSQL connection that LISTENs on one channel and reconnects with back-off
 * when the server goes away. Pooled connections cannot LISTEN reliably (they are handed to
 * other queries), hence a client of its own.
 */
import pg from "pg";

export type PgListenerOptions = {
  connectionString: string;
  channel: string;
  onNotification: (payload: string) => void;
  /** Called after a reconnect: notifications sent while disconnected were lost. */
  onReconnect: () => void;
};

export class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = 500;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PgListenerOptions) {}

  /** Resolves once LISTEN is in effect; rejects when the first connection fails. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on("notification", (message) => {
      if (message.channel === this.options.channel)
        this.options.onNotification(message.payload ?? "");
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, null));
    try {
      await client.connect();
      // The channel name is a constant of this code base, never user input.
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 500;
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    console.warn(`[stock-events] LISTEN connection lost${error ? `: ${error.message}` : ""}`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(async () => {
      this.timer = null;
      try {
        await this.connect();
        if (!this.stopped) this.options.onReconnect();
      } catch (error) {
        console.warn(`[stock-events] reconnect failed: ${(error as Error).message}`);
        this.retryMs = Math.min(this.retryMs * 2, 30_000);
        this.scheduleReconnect();
      }
    }, this.retryMs);
    this.timer.unref();
  }
}
