/**
 * The entry behind the script tag: `<script type="module" src=".../enhance.js"></script>`.
 * It holds only the loader: the registry of definitions, the scan, the load strategies, the hash router and the
 * mutation observer. Everything else loads as a chunk relative to this file's URL, when a page needs it.
 */
import { boot } from "./boot/app";
import { startUnlessThemeScripts } from "./boot/theme-scripts";
import { registry } from "./registry";

startUnlessThemeScripts(() => boot(registry), import.meta.url);
