import { defineModule } from "../../../boot/types";

/**
 * One instance for the page: every module named by `et_pb_sticky_elements` (and a theme-builder header section
 * marked sticky) sticks, pauses at its limit and returns, from one shared scheduler, and each gets a small React
 * root that shows its state and holds its placeholder. Mounted on the body, not per module: the scheduler decides
 * every module in one frame, stacks them and knows which sticky module sits inside another, and the builder's
 * settings changes add and remove modules. Eager, so a sticky header works from the first scroll.
 */
export default defineModule({
  name: "sticky",
  selector: "body",
  strategy: "eager",
  // Pages without sticky modules never load this chunk (the server marks them et_pb_sticky_module).
  appliesTo: (body) => {
    if (body.getElementsByClassName("et_pb_sticky_module").length > 0) return true;
    const settings = (window as unknown as { et_pb_sticky_elements?: unknown }).et_pb_sticky_elements;
    return typeof settings === "object" && settings !== null && Object.keys(settings).length > 0;
  },
  load: () => import("./sticky"),
});
