import { defineEnhancer } from "../../../boot/types";

interface AbGlobals {
  et_pb_custom?: { is_ab_testing_active?: unknown; ab_tests?: unknown };
}

const ON_VALUES: readonly unknown[] = [true, 1, "1", "yes", "on", "true"];

/**
 * Runs once per page with an active A/B test or a tracking shortcode; other pages never load its chunk. Eager:
 * with a cache plugin the visitor's subject is fetched into its placeholder as early as possible.
 */
export default defineEnhancer({
  name: "ab-testing",
  selector: "body",
  strategy: "eager",
  appliesTo: (body) => {
    const custom = (window as unknown as AbGlobals).et_pb_custom;
    const testing =
      ON_VALUES.includes(custom?.is_ab_testing_active) &&
      Array.isArray(custom?.ab_tests) &&
      custom.ab_tests.length > 0;
    return testing || body.getElementsByClassName("et_pb_ab_split_track").length > 0;
  },
  load: () => import("./ab-testing"),
});
