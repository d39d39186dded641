/* global document, requestAnimationFrame */
// Starts the app on a server-rendered page (/ and /jobs/{slug}) once the page has painted.
// The server renders those pages' content into the HTML and parks the app's module scripts in
// inert elements (type="module-after-paint", rel="modulepreload-after-paint"); this file turns
// them into real ones after the first paint, so the browser paints the page as soon as the
// HTML is in, like a static page, and attaches the app right after (docs/performance.md).
(function () {
  function start() {
    document.querySelectorAll('link[rel="modulepreload-after-paint"]').forEach(function (parked) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = parked.getAttribute('href');
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    document.querySelectorAll('script[type="module-after-paint"]').forEach(function (parked) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = parked.getAttribute('src');
      script.crossOrigin = '';
      document.head.appendChild(script);
    });
  }
  // requestAnimationFrame runs just before the next paint; the timeout, just after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
