/** The relay this app was built with: shared games go through it, and the page's CSP allows it (docs/relay.md). */
export const RELAY: string = __SILK_RELAY__;
