export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058) on mails a member can turn off. */
  headers?: Record<string, string>;
}

/** Outgoing mail: kept in the outbox table (embedded) or sent over SMTP (scaled). */
export interface MailPort {
  readonly driver: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** Drops whatever is kept for an address (an erased account's mail); nothing to do where mail is sent on. */
  forget(address: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
