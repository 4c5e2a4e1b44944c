// Test helpers of the client, for its own tests and those of the full `scout` command.
export { GOOD_KEY, startFakeScout, type FakeScout, type ScriptedTest } from './fake-scout.js';
export { childrenNamed, readXml, type XmlElement } from './read-xml.js';
