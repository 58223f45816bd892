import { createServer } from 'node:http';
import { startSmtpCapture } from '@parley/server/test/smtp-capture';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './ports.ts';

/** The server tests' real SMTP capture on a fixed port, with an HTTP side the test workers read mail from. */
const smtp = await startSmtpCapture(MAIL_SMTP_PORT);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return void res.end('ok');
  const to = url.searchParams.get('to') ?? '';
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(smtp.received.filter((m) => m.to.includes(to))));
}).listen(MAIL_HTTP_PORT, '127.0.0.1');
