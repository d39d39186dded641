// re2 is an optional dependency of superstatic, the hosting emulator's server: it runs the
// `regex` rules of firebase.json with Google's RE2 engine, and falls back on JavaScript's RegExp
// when `require('re2')` throws. firebase.json has no `regex` rule, and building re2 from source
// (no prebuilt binary can be downloaded here) took most of a fresh `npm install`. The root
// package.json's `overrides` puts this package in its place, so the require throws at once.
throw new Error('re2 is left out of this project on purpose (scripts/no-re2/index.js)');
