/**
 * The one web API the core uses beyond ECMAScript: the URL standard's URLSearchParams, which
 * every runtime the core runs in provides (browsers, Node, workers). tsconfig.core.json type
 * checks the core against ECMAScript and this file alone, so a DOM or Node API in src/core is a
 * type error; the browser and Node projects have their own, fuller declaration.
 */
declare class URLSearchParams {
  constructor(init?: string);
  set(name: string, value: string): void;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}
