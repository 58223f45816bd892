import nodemailer from 'nodemailer';
import type { MailPort } from './port.ts';

export function createSmtpMail(url: string, from: string): MailPort {
  const transport = nodemailer.createTransport(url);
  return {
    driver: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    forget: async () => undefined,
    ping: async () => {
      await transport.verify();
    },
    close: async () => {
      transport.close();
    },
  };
}
