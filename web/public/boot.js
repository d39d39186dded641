/* global document, window, MutationObserver */
// Starts the app on a server-rendered page (/ and /jobs/{slug}; a signed-in candidate's
// /jobs/{slug}/apply and /fullstack-screening, whose visitor has a session). The server renders
// those pages whole and parks the app's module scripts in inert elements (type="module-after-paint",
// rel="modulepreload-after-paint"); this file decides when they run (docs/performance.md):
//
// - A visitor who may have a session (the auth session hint is set) gets the app as soon as the
//   page has painted: the header shows who is signed in only once the app has restored the session.
// - Any other visitor reads a complete page whose links work without the app, and whose header
//   offers Sign In from the start (the html element's data-session="none" reveals it). The app's
//   files are prefetched once the page is idle, and the app attaches at the first interaction
//   (pointer, touch, key or focus). A click on a button before the app attached (the small-screen
//   menu) is replayed once it has: links need no replay, the browser follows them.
//
// main.tsx sets data-app="attaching" on the html element before it hydrates and "attached" once
// the app has; from "attaching" on, React handles clicks itself.
(function () {
  var root = document.documentElement;
  // The key AuthProvider keeps while Firebase reports a user (features/auth/AuthProvider.tsx).
  var SESSION_HINT_KEY = 'careers.auth.session';
  var INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

  var sessionMayExist = true;
  try {
    sessionMayExist = window.localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    // Storage unavailable: a session may exist, as AuthProvider assumes.
  }
  root.setAttribute('data-session', sessionMayExist ? 'maybe' : 'none');

  var parkedScripts = document.querySelectorAll('script[type="module-after-paint"]');
  var parkedPreloads = document.querySelectorAll('link[rel="modulepreload-after-paint"]');
  var started = false;
  var prefetched = false;

  function appendLink(rel, href) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }

  function start() {
    if (started) return;
    started = true;
    INTERACTIONS.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    parkedPreloads.forEach(function (parked) {
      appendLink('modulepreload', parked.getAttribute('href'));
    });
    parkedScripts.forEach(function (parked) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = parked.getAttribute('src');
      script.crossOrigin = '';
      document.head.appendChild(script);
    });
  }

  // Into the HTTP cache only (nothing is compiled or run), so that the app attaches quickly when
  // the visitor interacts.
  function prefetch() {
    if (started || prefetched) return;
    prefetched = true;
    parkedScripts.forEach(function (parked) {
      appendLink('prefetch', parked.getAttribute('src'));
    });
    parkedPreloads.forEach(function (parked) {
      appendLink('prefetch', parked.getAttribute('href'));
    });
  }

  // Runs `callback` once the first contentful paint has been presented (the paint timing entry
  // arrives after it is on screen), so no script request competes with the page's first paint.
  function afterFirstPaint(callback) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') === -1) {
      if (document.readyState === 'complete') setTimeout(callback, 0);
      else window.addEventListener('load', callback);
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  function whenLoadedAndIdle(callback) {
    function idle() {
      if (window.requestIdleCallback) window.requestIdleCallback(callback, { timeout: 3000 });
      else setTimeout(callback, 200);
    }
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle);
  }

  // A click on a button before the app started attaching: replayed once it has attached.
  var pendingClick = null;
  document.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute('data-app')) return;
      var target = event.target;
      var button = target && target.closest ? target.closest('#root button') : null;
      if (button) pendingClick = button;
    },
    true,
  );
  var attachObserver = new MutationObserver(function () {
    if (root.getAttribute('data-app') !== 'attached') return;
    attachObserver.disconnect();
    var button = pendingClick;
    pendingClick = null;
    if (button && button.isConnected) button.click();
  });
  attachObserver.observe(root, { attributes: true, attributeFilter: ['data-app'] });

  if (sessionMayExist) {
    afterFirstPaint(start);
  } else {
    INTERACTIONS.forEach(function (type) {
      window.addEventListener(type, start, { capture: true, passive: true });
    });
    afterFirstPaint(function () {
      whenLoadedAndIdle(prefetch);
    });
  }
})();
