// The API floor: the least a Node HTTP server can do per request, on this machine, in this run.
import { createServer } from 'node:http';

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello world');
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening on ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
