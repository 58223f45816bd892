import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './ports.ts';

/** A real SMTP server the app under test sends to, with an HTTP side the test workers read mail from. */
interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  at: string;
}
const mails: Mail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((m) => {
        const to = Array.isArray(m.to) ? m.to.map((a) => a.text).join(', ') : (m.to?.text ?? '');
        mails.push({
          to,
          subject: m.subject ?? '',
          text: m.text ?? '',
          html: typeof m.html === 'string' ? m.html : '',
          at: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(MAIL_SMTP_PORT, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return void res.end('ok');
  const to = url.searchParams.get('to') ?? '';
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(mails.filter((m) => m.to.includes(to))));
}).listen(MAIL_HTTP_PORT, '127.0.0.1');
