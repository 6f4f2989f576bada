import { defineModule } from "../../../boot/types";

/**
 * Extra's recent-videos widget: the list switches the shown video. Visible, like the other sidebar widgets; the
 * videos inside keep their own eager click-to-load (the video module), so no player loads before this mounts.
 */
export default defineModule({
  name: "video-list",
  selector: ".widget_et_recent_videos",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./video-list-island"),
});
