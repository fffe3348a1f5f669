#!/usr/bin/env node
/**
 * The relay phones share a game through: the Yjs engine's own WebSocket server (@y/websocket-server), one room
 * per shared game. It forwards and keeps sealed entries it cannot read (docs/relay.md).
 *   npm run relay -- [--port 4318] [--host 127.0.0.1] [--storage <folder>]
 * With --storage, each room is kept in that folder (LevelDB) across restarts; without, in memory only: the phones
 * hold the whole game and give it back to a relay that lost it.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

const { values } = parseArgs({
	options: {
		port: { type: 'string', default: process.env.PORT ?? '4318' },
		host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
		storage: { type: 'string' }
	}
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
	console.error('usage: npm run relay -- [--port 4318] [--host 127.0.0.1] [--storage <folder>]');
	process.exit(1);
}
// The engine's server reads where to keep rooms from the environment when it is loaded.
if (values.storage) process.env.YPERSISTENCE = values.storage;
const { setupWSConnection } = await import('@y/websocket-server/utils');

/** A room is a game's 128 random bits in hex: any other path is refused before a room is made for it. */
const ROOM = /^\/[0-9a-f]{32}$/;
/** A message larger than this closes the connection (a whole game of 20,000 sealed entries is a few MB). */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

const wss = new WebSocket.Server({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
wss.on('connection', (ws, request) => setupWSConnection(ws, request, { gc: true }));

const server = http.createServer((_request, response) => {
	response.writeHead(200, { 'Content-Type': 'text/plain' });
	response.end('Silk Ledger relay\n');
});
server.on('upgrade', (request, socket, head) => {
	const path = (request.url ?? '').split('?')[0];
	if (!ROOM.test(path)) {
		socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
		return;
	}
	wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
});
server.listen(port, values.host, () =>
	console.log(`relay listening on ws://${values.host}:${port}${values.storage ? `, rooms kept in ${values.storage}` : ''}`)
);

// Stopping closes every phone's connection (the engine then writes each room to the folder, if one is kept) and exits.
const stop = () => {
	server.close();
	for (const ws of wss.clients) ws.close();
	setTimeout(() => process.exit(0), 500);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
