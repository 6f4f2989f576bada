/**
 * The entry behind the script tag: `<script type="module" src=".../enhance.js"></script>`.
 * It holds only the loader: the registry of definitions, the scan, the load strategies and the mutation observer.
 * Everything else (the runtime that mounts, the hash router, React) loads as a chunk relative to this file's URL,
 * when a page needs it.
 */
import { boot } from "./boot/app";
import { startWhenClear } from "./boot/start";
import { registry } from "./registry";

startWhenClear(() => boot(registry), import.meta.url);
