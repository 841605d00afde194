/**
 * A module's function with its dependencies given: `withDeps(deps, holdStay)(tx, member, body)` is
 * `holdStay(deps, tx, member, body)`. The modules' service factories use it to offer their functions bound.
 */
export function withDeps<D, A extends unknown[], R>(deps: D, fn: (deps: D, ...args: A) => R): (...args: A) => R {
  return (...args) => fn(deps, ...args);
}
