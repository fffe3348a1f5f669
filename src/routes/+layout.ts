// The app is static files: every route is a prerendered shell filled from IndexedDB in the browser.
export const prerender = true;
export const ssr = false;
export const trailingSlash = 'never';
