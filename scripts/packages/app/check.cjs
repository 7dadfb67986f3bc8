// A CommonJS project on Node 20.19+: require() of the ESM packages (require(esm)).
const assert = require('node:assert');
const core = require('@pulse/core');
const server = require('@pulse/server');
const { startSandbox } = require('@pulse/sandbox');

assert.strictEqual(typeof server.createRateHandler, 'function');
assert.strictEqual(typeof startSandbox, 'function');
// @pulse/server re-exports core's guard; an error of either copy is recognised by both.
const error = new core.PulseError('network_error', 'offline');
assert.ok(server.isPulseError(error));
assert.ok(core.isPulseError(new server.PulseError('invalid_options', 'bad')));
assert.ok(!core.isPulseError(new Error('plain')));
console.log('cjs ok');
