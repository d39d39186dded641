// What the platform answers before the app runs. The functions runtime (the emulator's and the
// Functions Framework in production) parses JSON bodies with body-parser in strict mode: a body
// sent as application/json that is not valid JSON, or whose top level is a string, number,
// boolean or null, is refused there with this exact page, before any code of the app can answer
// `{ error }`. There is no hook for the app. (Everything that parses as an object or an array
// reaches the app, which answers 400 `{ error }` itself.) Tests pin the page so any change shows.

export const PLATFORM_BAD_REQUEST = {
  status: 400,
  contentType: 'text/html; charset=utf-8',
  body: '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Bad Request</pre>\n</body>\n</html>\n',
} as const;

/**
 * A request line and headers over Node's limit (16 KiB; a GET whose query string is that long) is
 * refused by Node's HTTP server itself, before any Express code: 431 and an empty body.
 */
export const PLATFORM_HEADERS_TOO_LARGE = { status: 431, body: '' } as const;
