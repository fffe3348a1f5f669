// The WebSocket the relay's engine installs (ws 6), used by the tests to be a phone outside a browser; it ships no types.
declare module 'ws';
