/**
 * A direct link between two phones on the same network (WebRTC, one data channel), with no server of any kind:
 * no signalling server (the offer and the answer travel as QR codes, direct-codes.ts) and no STUN or TURN server
 * (only the phones' own addresses on the network are offered, so a phone outside that network cannot be reached).
 * The link is kept for the page's life, by game, so it outlives the screen that made it (joining, then the game).
 */

export type DirectState = 'waiting' | 'connecting' | 'open' | 'blocked' | 'closed';

/** How long the phones may try to reach each other once both descriptions are known. */
const DIRECT_TIMEOUT_MS = 20_000;
/** Gathering the phone's addresses takes well under a second on a network; past this, what is known is offered. */
const GATHER_MS = 4_000;

const links = new Map<string, DirectLink>();

/** The open (or opening) direct link of a game on this page, if any. */
export const directLink = (gameId: string): DirectLink | undefined => links.get(gameId);

export class DirectLink {
	state: DirectState = 'waiting';
	channel: RTCDataChannel | null = null;
	/** What this phone shows the other (its offer or its answer), to show again if the screen is opened again. */
	code = '';
	private timer: ReturnType<typeof setTimeout> | undefined;
	private listeners = new Set<(state: DirectState) => void>();

	private constructor(
		readonly gameId: string,
		private pc: RTCPeerConnection
	) {
		// The answering phone starts its checks as soon as it answers, before the offering phone has read the
		// answer: it waits for the channel, or for the checks to fail, with no time limit of its own.
		pc.addEventListener('iceconnectionstatechange', () => pc.iceConnectionState === 'failed' && this.set('blocked'));
		pc.addEventListener('connectionstatechange', () => {
			if (pc.connectionState === 'failed') this.set('blocked');
			if (pc.connectionState === 'closed') this.set('closed');
		});
		links.get(gameId)?.close();
		links.set(gameId, this);
	}

	/** The offering phone: a link with its channel made, and its description. */
	static async offer(gameId: string): Promise<{ link: DirectLink; sdp: string }> {
		const link = new DirectLink(gameId, new RTCPeerConnection({ iceServers: [] }));
		link.use(link.pc.createDataChannel('silk-ledger', { ordered: true }));
		await link.pc.setLocalDescription();
		return { link, sdp: await link.gathered() };
	}

	/** The answering phone, from the offer's description: a link, and its own description. */
	static async answer(gameId: string, offer: string): Promise<{ link: DirectLink; sdp: string }> {
		const link = new DirectLink(gameId, new RTCPeerConnection({ iceServers: [] }));
		link.pc.addEventListener('datachannel', (event) => link.use(event.channel));
		await link.pc.setRemoteDescription({ type: 'offer', sdp: offer });
		await link.pc.setLocalDescription();
		return { link, sdp: await link.gathered() };
	}

	/** The offering phone, given the answer: the phones try to reach each other. False when the answer does not fit. */
	async accept(answer: string): Promise<boolean> {
		try {
			await this.pc.setRemoteDescription({ type: 'answer', sdp: answer });
		} catch {
			return false;
		}
		this.connecting();
		return true;
	}

	/** Follows the link's state; returns the way to stop following. */
	watch(listener: (state: DirectState) => void): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	close(): void {
		if (links.get(this.gameId) === this) links.delete(this.gameId);
		this.channel?.close();
		this.pc.close();
		this.set('closed');
	}

	private use(channel: RTCDataChannel): void {
		this.channel = channel;
		channel.addEventListener('open', () => this.set('open'));
		// A channel that closes before it ever opened: the phones could not reach each other.
		channel.addEventListener('close', () => this.set(this.state === 'open' ? 'closed' : 'blocked'));
	}

	private connecting(): void {
		if (this.state !== 'waiting') return;
		this.set('connecting');
		// A network that keeps the phones apart (client isolation, another network) may never say it failed.
		this.timer = setTimeout(() => this.state === 'connecting' && this.set('blocked'), DIRECT_TIMEOUT_MS);
	}

	private set(state: DirectState): void {
		if (this.state === state || this.state === 'closed' || (this.state === 'blocked' && state !== 'closed')) return;
		this.state = state;
		clearTimeout(this.timer);
		if (state === 'blocked' || state === 'closed') {
			if (links.get(this.gameId) === this) links.delete(this.gameId);
			if (state === 'blocked') this.pc.close();
		}
		for (const listener of this.listeners) listener(state);
	}

	/** The whole local description, once every address is gathered (one code to show, nothing sent later). */
	private async gathered(): Promise<string> {
		const pc = this.pc;
		if (pc.iceGatheringState !== 'complete')
			await new Promise<void>((resolve) => {
				const done = setTimeout(resolve, GATHER_MS);
				pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && (clearTimeout(done), resolve()));
			});
		return pc.localDescription?.sdp ?? '';
	}
}
