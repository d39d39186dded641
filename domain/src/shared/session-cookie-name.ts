// The session cookie's name (./session-cookie.ts), apart from the code that reads and writes it:
// the browser's first script checks for the cookie by name without carrying a cookie parser.

/** The one cookie Firebase Hosting forwards to a function (it strips every other). */
export const SESSION_COOKIE = '__session';
