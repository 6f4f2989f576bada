import { defineModule } from "../../../boot/types";

/**
 * The comment form (spec 4 "Comments", 5 "Site contact form"): reply links move the form under a comment and set
 * its parent, cancel puts it back; the form is sent without leaving the page so a failure loses nothing. Idle, so
 * reply links work soon after load even when the form is far below.
 */
export default defineModule({
  name: "comment-form",
  selector: "#respond",
  strategy: "idle",
  appliesTo: (respond) => respond.querySelector("form") !== null,
  load: () => import("./comment-form"),
});
