import { startTestSmtp } from '/work/main/src/server/testing/smtp-server.ts';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
const smtp = await startTestSmtp();
writeFileSync('/tmp/smtp-port', String(smtp.port));
setInterval(() => writeFileSync('/tmp/smtp-mails.json', JSON.stringify(smtp.mails)), 1000);
let hooks: unknown[] = [];
const server = createServer((req, res) => { let b=''; req.on('data', c => b+=c); req.on('end', () => { hooks.push({ url: req.url, headers: req.headers, body: b }); writeFileSync('/tmp/hooks.json', JSON.stringify(hooks, null, 1)); res.writeHead(req.url?.includes('fail') ? 500 : 200).end('ok'); }); });
server.listen(8399, '127.0.0.1');
