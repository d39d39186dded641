// The inline script of a server-rendered page (/ and /jobs/{slug}). The server parks the app's
// module script and its preloads in inert elements (type="module-after-paint",
// rel="modulepreload-after-paint"); this script turns them into real ones in the task after
// the first paint, so the page paints as soon as its HTML is in, like a static page, and the app
// attaches right after (docs/performance.md). It is inline so nothing is fetched before that
// paint; the Content-Security-Policy allows exactly this text by its SHA-256
// (firebase.json; tests/build/boot-script.test.ts keeps the two in step).
export const BOOT_SCRIPT =
  'requestAnimationFrame(function(){setTimeout(function(){' +
  'document.querySelectorAll(\'link[rel="modulepreload-after-paint"]\').forEach(function(p){' +
  "var l=document.createElement('link');l.rel='modulepreload';l.href=p.getAttribute('href');l.crossOrigin='';document.head.appendChild(l)});" +
  'document.querySelectorAll(\'script[type="module-after-paint"]\').forEach(function(p){' +
  "var s=document.createElement('script');s.type='module';s.src=p.getAttribute('src');s.crossOrigin='';document.head.appendChild(s)})" +
  '},0)})';
