/**
 * The few built-ins the app's code and its dependencies call that some browsers it serves lack
 * (package.json's "browserslist"; docs/DECISIONS.md, "Support matrix"), installed where missing
 * before any other module runs: the first import of the script inlined in index.html
 * (src/boot/inline.ts) and of the entry (src/main.tsx). Each is listed, with who needs it, in
 * POLYFILLED in scripts/compat-check.mjs, which `npm run build` reads; a test checks that every
 * listed one is installed here. Nothing is installed where the browser has it.
 */

// Chrome 93, Safari 15.4: @noble/hashes (the login signature's md5) calls it as it loads.
if (typeof (Object as { hasOwn?: unknown }).hasOwn !== 'function') {
  Object.defineProperty(Object, 'hasOwn', {
    configurable: true,
    writable: true,
    // biome-ignore lint/suspicious/noPrototypeBuiltins: this is Object.hasOwn, where it is missing
    value: (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(Object(object), key),
  });
}
