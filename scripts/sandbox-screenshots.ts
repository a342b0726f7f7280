/**
 * `npm run screenshots`: photographs the sandbox for the README (docs/sandbox-*.png). Placeholder until the
 * clock and tracker views land; see test/browser for the scenarios it replays.
 */
console.info("The sandbox screenshots are not wired yet.");
